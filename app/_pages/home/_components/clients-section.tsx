import { CaseGrid } from '@/components/trust/case-grid';
import { LogoWall } from '@/components/trust/logo-wall';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import { clientsSection } from '@/content/home';
import { clients } from '@/content/registry/clients';
import { PageSection } from '@/components/marketing/page-section';

/**
 * Who works with us: the logo wall, the two client cases and the way to all of them. Rendered
 * ahead, unlike the sections around it (globals.css: `content-visibility: auto`): checked
 * before anyone scrolls, as Lighthouse's axe does, a skipped section's links are measured
 * against whatever is painted where they will be, here the closing call to action's navy.
 */
export function ClientsSection() {
  return (
    <PageSection labelledBy="clients-heading" className="[content-visibility:visible]">
      <SectionHeader
        id="clients-heading"
        eyebrow={clientsSection.eyebrow}
        title={clientsSection.title}
        description={clientsSection.description}
      />
      <LogoWall clients={clients} className="mt-12" />
      <CaseGrid className="mt-12" />
      <div className="mt-10 text-center">
        <ButtonLink href={clientsSection.link.href} variant="secondary">
          {clientsSection.link.label}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
