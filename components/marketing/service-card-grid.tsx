import type { Service } from '@/content/registry/services';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n';
import { IconCard } from './icon-card';

/**
 * The five services as linked cards: three and two, centred, on wide screens. `services` are
 * those of the page's language (content/sv/registry/services.ts on a Swedish page).
 */
export function ServiceCardGrid({
  services,
  locale,
}: {
  services: readonly Service[];
  locale: Locale;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
      {services.map((service, index) => (
        <li
          key={service.path}
          className={cn('animate-on-scroll lg:col-span-2', index === 3 && 'lg:col-start-2')}
        >
          <IconCard icon={service.icon} title={service.name} href={service.path} locale={locale}>
            {service.summary}
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
