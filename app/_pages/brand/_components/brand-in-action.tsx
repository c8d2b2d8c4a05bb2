import { IconCard } from '@/components/marketing/icon-card';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import * as en from '@/content/brand';
import * as ctasEn from '@/content/ctas';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';

/** A navy call-to-action band and a module card, built from the site's real components. */
export function BrandInAction({ locale }: { locale: Locale }) {
  const { brandInAction } = inLocale(locale, en, translations.brand);
  const { talkToSales } = inLocale(locale, ctasEn, translations.ctas);
  const { siteCopy } = inLocale(locale, siteEn, translations.site);
  const { moduleCard, platformLink } = brandInAction;
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="flex flex-col justify-between gap-8 rounded-card bg-primary p-8">
        <Logo tone="dark" className="h-8 w-auto self-start" />
        <div>
          <p className="font-heading text-2xl font-bold text-white sm:text-3xl">
            {brandInAction.title}
          </p>
          <p className="mt-3 max-w-prose text-neutral-200">{brandInAction.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={talkToSales.href} variant="light" motion="lift">
            {talkToSales.label}
          </ButtonLink>
          <ButtonLink href={platformLink.href} variant="outlineLight">
            {platformLink.label}
          </ButtonLink>
        </div>
      </div>
      <IconCard
        locale={locale}
        icon="timer"
        title={moduleCard.title}
        href={moduleCard.href}
        linkLabel={siteCopy.readMore}
      >
        <p>{moduleCard.text}</p>
      </IconCard>
    </div>
  );
}
