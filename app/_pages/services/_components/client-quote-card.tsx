import { Quote } from '@/components/ui/icons';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import type { ClientQuote } from '@/content/types';
import { inLocale, type Locale } from '@/lib/i18n';

/** A client's words, with their name and role. */
export function ClientQuoteCard({ quote, locale }: { quote: ClientQuote; locale: Locale }) {
  const { open, close } = inLocale(locale, siteEn, translations.site).siteCopy.quoteMarks;
  return (
    <figure className="flex h-full flex-col rounded-card border border-neutral-200 bg-white p-8 shadow-sm">
      <Quote aria-hidden="true" className="size-8 text-orange-600" />
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-neutral-700">
        <p>
          {open}
          {quote.quote}
          {close}
        </p>
      </blockquote>
      <figcaption className="mt-6 border-t border-neutral-200 pt-4">
        <p className="font-heading font-bold text-primary">{quote.name}</p>
        <p className="text-sm text-neutral-600">{quote.title}</p>
      </figcaption>
    </figure>
  );
}
