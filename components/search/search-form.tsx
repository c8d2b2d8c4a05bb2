import { Search } from '@/components/ui/icons';
import * as en from '@/content/search';
import { translations } from '@/content/words';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import { SearchField } from './search-field';

type SearchFormProps = {
  locale: Locale;
  /** `compact`: in the header's search panel and the mobile menu; `page`: on the search page. */
  variant: 'compact' | 'page';
  /** The words searched, on the search page. */
  query?: string;
};

/**
 * The site's search: a plain GET form to the search page, so it works without JavaScript. With
 * JavaScript, suggestions appear as the visitor types (SearchField); Enter still submits here.
 */
export function SearchForm({ locale, variant, query }: SearchFormProps) {
  const { form, suggestions, sections } = inLocale(locale, en, translations.search).searchCopy;
  const page = variant === 'page';
  return (
    <form
      role="search"
      aria-label={form.label}
      method="get"
      action={localizedPath('/search', locale)}
      className="flex w-full items-start gap-2"
    >
      <SearchField
        label={form.label}
        placeholder={form.placeholder}
        defaultValue={query}
        variant={variant}
        suggestions={{ suggestions, sections }}
      />
      <button
        type="submit"
        className={
          page
            ? 'inline-flex min-h-12 shrink-0 items-center gap-2 rounded-brand bg-primary px-5 font-heading font-semibold text-white hover:bg-primary-600'
            : 'flex size-11 shrink-0 items-center justify-center rounded-brand bg-primary text-white hover:bg-primary-600'
        }
      >
        <Search aria-hidden="true" className="size-5" />
        <span className={page ? 'max-sm:sr-only' : 'sr-only'}>{form.submit}</span>
      </button>
    </form>
  );
}
