import { Check, X } from '@/components/ui/icons';
import * as en from '@/content/brand';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';

type DoDontListsProps = { dos: readonly string[]; donts: readonly string[]; locale: Locale };

/** Two lists side by side: what to do and what to avoid. */
export function DoDontLists({ dos, donts, locale }: DoDontListsProps) {
  const { doDontLabels } = inLocale(locale, en, translations.brand);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="rounded-card border border-secondary-200 bg-secondary-50 p-6">
        <h3 className="text-lg font-bold text-primary">{doDontLabels.do}</h3>
        <ul className="mt-4 space-y-3">
          {dos.map((item) => (
            <li key={item} className="flex gap-3 text-neutral-700">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-secondary-600" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-card border border-orange-200 bg-orange-50 p-6">
        <h3 className="text-lg font-bold text-primary">{doDontLabels.avoid}</h3>
        <ul className="mt-4 space-y-3">
          {donts.map((item) => (
            <li key={item} className="flex gap-3 text-neutral-700">
              <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
