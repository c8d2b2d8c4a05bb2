import Link from 'next/link';
import * as casesEn from '@/content/cases';
import * as clientsEn from '@/content/registry/clients';
import type { Client } from '@/content/registry/clients';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import { cn } from '@/lib/cn';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import { ClientLogo } from './client-logo';

type LogoWallProps = {
  clients: readonly Client[];
  /** A short label before the logos ("Trusted by"); the section's own heading says it otherwise. */
  label?: string;
  locale: Locale;
  className?: string;
};

/**
 * Client logos in grayscale, each linked to its case when there is one, with the line that
 * says the clients are illustrative. The only place the site shows client names as logos.
 */
export function LogoWall({ clients, label, locale, className }: LogoWallProps) {
  if (clients.length === 0) return null;
  const { clientsDisclaimer } = inLocale(locale, clientsEn, translations.registryClients);
  const { siteCopy } = inLocale(locale, siteEn, translations.site);
  const { clientCases } = inLocale(locale, casesEn, translations.cases);
  return (
    <div className={className}>
      {label && (
        <p className="font-heading text-sm font-bold tracking-widest text-neutral-600 uppercase">
          {label}
        </p>
      )}
      <ul
        className={cn(
          'grid gap-3 sm:gap-4',
          label && 'mt-4',
          // Two columns of four on a phone; a short row of three stacks rather than leave a gap.
          clients.length > 3 ? 'grid-cols-2 sm:grid-cols-4' : 'sm:grid-cols-3 lg:max-w-3xl',
        )}
      >
        {clients.map((client) => {
          const clientCase = casesEn.caseOfClient(client, clientCases);
          const logo = <ClientLogo client={client} className="h-10 max-w-full sm:h-12" />;
          return (
            <li
              key={client.slug}
              className="flex items-center justify-center rounded-brand border border-neutral-200 bg-white text-neutral-600"
            >
              {clientCase ? (
                <Link
                  href={localizedPath(clientCase.path, locale)}
                  className="flex w-full justify-center rounded-brand px-3 py-4 transition-colors hover:text-primary sm:px-6"
                >
                  {logo}
                  <span className="sr-only">: {siteCopy.readTheCase}</span>
                </Link>
              ) : (
                <div className="flex w-full justify-center px-3 py-4 sm:px-6">{logo}</div>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-neutral-600">{clientsDisclaimer}</p>
    </div>
  );
}
