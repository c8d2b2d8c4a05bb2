import { ExternalLink, Mail, MapPin, Phone } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import * as en from '@/content/contact';
import { translations } from '@/content/words';
import * as siteEn from '@/content/site';
import { inLocale, type Locale } from '@/lib/i18n';
import { formatAddress, siteConfig } from '@/lib/site-config';

function Channel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-card border border-neutral-200 bg-white p-5 shadow-sm">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-brand bg-orange-50 text-orange-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-heading text-lg font-bold text-primary">{title}</h3>
        <div className="mt-1 text-neutral-700">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'font-semibold break-words text-orange-700 underline-offset-4 hover:underline';

/** Email, phone and the Stockholm office, each a working link. */
export function ContactLinks({ locale }: { locale: Locale }) {
  const { contactChannels } = inLocale(locale, en, translations.contact);
  const { siteCopy } = inLocale(locale, siteEn, translations.site);
  return (
    <ul className="space-y-4">
      <Channel
        icon={<Mail aria-hidden="true" className="size-6" />}
        title={contactChannels.emailLabel}
      >
        <a href={`mailto:${siteConfig.email}`} className={linkClass}>
          {siteConfig.email}
        </a>
      </Channel>
      <Channel
        icon={<Phone aria-hidden="true" className="size-6" />}
        title={contactChannels.phoneLabel}
      >
        <a href={siteConfig.phoneHref} className={linkClass}>
          {siteConfig.phone}
        </a>
      </Channel>
      <Channel
        icon={<MapPin aria-hidden="true" className="size-6" />}
        title={contactChannels.officeLabel}
      >
        <address className="not-italic">{formatAddress(locale)}</address>
        <a
          href={siteConfig.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} mt-1 inline-flex items-center gap-1`}
        >
          {contactChannels.mapLinkLabel}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{siteCopy.opensInNewTab}</span>
        </a>
      </Channel>
    </ul>
  );
}
