import Link from 'next/link';
import * as en from '@/content/cases';
import type { ClientCase } from '@/content/cases';
import { translations } from '@/content/words';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import { ClientLogo } from './client-logo';

/** A client case as a card: the client's logo, the case's title and summary, and the way in. */
export function CaseCard({ clientCase, locale }: { clientCase: ClientCase; locale: Locale }) {
  const { caseCopy } = inLocale(locale, en, translations.cases);
  return (
    <article className="flex h-full flex-col rounded-card border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
      <ClientLogo client={clientCase.client} decorative className="self-start text-neutral-600" />
      <h3 className="mt-6 text-xl font-bold text-primary sm:text-2xl">{clientCase.title}</h3>
      <p className="mt-3 leading-relaxed text-neutral-700">{clientCase.summary}</p>
      <p className="mt-auto pt-6">
        <Link
          href={localizedPath(clientCase.path, locale)}
          className="inline-flex min-h-11 items-center font-heading font-bold text-orange-700 underline-offset-4 hover:underline"
        >
          {caseCopy.readCase}
          <span className="sr-only">: {clientCase.title}</span>
        </Link>
      </p>
    </article>
  );
}
