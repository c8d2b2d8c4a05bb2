import { CaseGrid } from '@/components/trust/case-grid';
import { LogoWall } from '@/components/trust/logo-wall';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/home';
import * as clientsEn from '@/content/registry/clients';
import * as sv from '@/content/sv/home';
import * as clientsSv from '@/content/sv/registry/clients';
import { inLocale, type Locale } from '@/lib/i18n';
import { PageSection } from '@/components/marketing/page-section';

/**
 * Who works with us: the logo wall, the two client cases and the way to all of them. Rendered
 * ahead, unlike the sections around it (globals.css: `content-visibility: auto`): checked
 * before anyone scrolls, as Lighthouse's axe does, a skipped section's links are measured
 * against whatever is painted where they will be, here the closing call to action's navy.
 */
export function ClientsSection({ locale }: { locale: Locale }) {
  const { clientsSection } = inLocale(locale, en, sv);
  const { clients } = inLocale(locale, clientsEn, clientsSv);
  return (
    <PageSection labelledBy="clients-heading" className="[content-visibility:visible]">
      <SectionHeader
        id="clients-heading"
        eyebrow={clientsSection.eyebrow}
        title={clientsSection.title}
        description={clientsSection.description}
      />
      <LogoWall clients={clients} locale={locale} className="mt-12" />
      <CaseGrid locale={locale} className="mt-12" />
      <div className="mt-10 text-center">
        <ButtonLink href={clientsSection.link.href} variant="secondary">
          {clientsSection.link.label}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
