import { Timer } from '@/components/ui/icons';
import { IconCard } from '@/components/marketing/icon-card';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { talkToSales } from '@/content/ctas';

/** A navy call-to-action band and a module card, built from the site's real components. */
export function BrandInAction() {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="flex flex-col justify-between gap-8 rounded-card bg-primary p-8">
        <Logo tone="dark" className="h-8 w-auto self-start" />
        <div>
          <p className="font-heading text-2xl font-bold text-white sm:text-3xl">
            One login for finance in every country.
          </p>
          <p className="mt-3 max-w-prose text-neutral-200">
            Accounting, payroll and the app on top, run by one team that knows your group.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={talkToSales.href} variant="light" motion="lift">
            {talkToSales.label}
          </ButtonLink>
          <ButtonLink href="/tech-solution" variant="outlineLight">
            See the platform
          </ButtonLink>
        </div>
      </div>
      <IconCard icon={Timer} title="Time Reporting" href="/tech-solution/time-reporting">
        <p>Hours by project and client, approved weekly and ready for invoicing and payroll.</p>
      </IconCard>
    </div>
  );
}
