import * as en from '@/content/cases';
import { translations } from '@/content/words';
import { cn } from '@/lib/cn';
import { inLocale, type Locale } from '@/lib/i18n';
import { CaseCard } from './case-card';

/** Every client case, side by side: two a row from `md`, three from `lg`. */
export function CaseGrid({ locale, className }: { locale: Locale; className?: string }) {
  const { clientCases } = inLocale(locale, en, translations.cases);
  return (
    <ul className={cn('grid gap-6 md:grid-cols-2 lg:grid-cols-3', className)}>
      {clientCases.map((clientCase) => (
        <li key={clientCase.slug}>
          <CaseCard clientCase={clientCase} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
