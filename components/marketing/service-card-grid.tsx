import type { Service } from '@/content/registry/services';
import { cn } from '@/lib/cn';
import { IconCard } from './icon-card';

/** The five services as linked cards: three and two, centred, on wide screens. */
export function ServiceCardGrid({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
      {services.map((service, index) => (
        <li
          key={service.path}
          className={cn('animate-on-scroll lg:col-span-2', index === 3 && 'lg:col-start-2')}
        >
          <IconCard icon={service.icon} title={service.name} href={service.path}>
            {service.summary}
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
