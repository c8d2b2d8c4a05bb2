import { Search } from '@/components/ui/icons';
import * as en from '@/content/search';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { HeaderPanel } from '@/components/layout/header-panel';
import { SearchForm } from './search-form';

/**
 * Search beside the desktop menu: a button that opens the search form under the header (the
 * menu leaves no room for a field at 1280 px, in Swedish least of all). A header panel
 * (HeaderPanel): it opens without JavaScript too; with it, the field takes the focus as it opens.
 */
export function HeaderSearch({ locale }: { locale: Locale }) {
  const { form } = inLocale(locale, en, translations.search).searchCopy;
  return (
    <HeaderPanel className="group">
      <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-brand text-primary group-open:bg-neutral-100 hover:text-orange-700 [&::-webkit-details-marker]:hidden">
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{form.label}</span>
      </summary>
      <div className="absolute top-full right-4 mt-2 w-[min(30rem,calc(100vw-2rem))] rounded-card border border-neutral-200 bg-white p-3 shadow-xl sm:right-6 lg:right-8">
        <SearchForm locale={locale} variant="compact" />
      </div>
    </HeaderPanel>
  );
}
