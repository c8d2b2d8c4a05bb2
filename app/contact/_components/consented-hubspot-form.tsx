'use client';

import { clsx } from 'clsx';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useConsent } from '@/components/consent/consent-store';
import { useHydrated } from '@/components/use-hydrated';
import type { HubSpotForm as HubSpotFormComponent } from './hubspot-form';

// Fetched once the visitor has allowed functional cookies: without that consent (every first
// visit) the page never runs it, so it is not part of the page's first script.
const HubSpotForm = lazy(() =>
  import('./hubspot-form').then((module) => ({ default: module.HubSpotForm })),
);

type ConsentedHubSpotFormProps = ComponentProps<typeof HubSpotFormComponent> & {
  /** Shown instead of the form until the visitor allows functional cookies (and without JS). */
  consentCard: ReactNode;
  /** The card's button, which allows functional cookies and loads the form. */
  allowLabel: string;
  /** Names the form's area, which takes focus once the visitor has allowed it. */
  groupLabel: string;
};

/**
 * HubSpot's form, loaded only with functional consent. Without it, and in the server HTML, a
 * card with our email and phone and a button that gives the consent and loads the form.
 * Withdrawing consent takes the form away again; if HubSpot's script had run, the page
 * reloads so nothing it started keeps running.
 */
export function ConsentedHubSpotForm({
  consentCard,
  allowLabel,
  groupLabel,
  ...form
}: ConsentedHubSpotFormProps) {
  const consent = useConsent();
  const hydrated = useHydrated();
  const allowed = consent?.choices.functional === true;
  const area = useRef<HTMLDivElement>(null);
  const [focusForm, setFocusForm] = useState(false);

  const wasAllowed = useRef(allowed);
  useEffect(() => {
    if (wasAllowed.current && !allowed && window.hbspt) window.location.reload();
    wasAllowed.current = allowed;
  }, [allowed]);

  useEffect(() => {
    if (allowed && focusForm) area.current?.focus();
  }, [allowed, focusForm]);

  if (allowed) {
    return (
      <div ref={area} role="group" aria-label={groupLabel} tabIndex={-1} className="outline-none">
        <Suspense fallback={form.loading}>
          <HubSpotForm {...form} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="rounded-brand bg-orange-50 p-5">
      {consentCard}
      {/* Present in the server HTML so nothing moves when it appears; usable once JS runs. */}
      <button
        type="button"
        disabled={!hydrated}
        // Not buttonVariants: its one-line, fixed-height shape cannot wrap this long label
        // at 375 px, and tailwind-merge would cost every page here.
        className={clsx(
          'mt-4 inline-flex min-h-11 cursor-pointer items-center justify-center rounded-pill bg-primary px-6 py-2 text-center font-heading font-semibold text-white transition-colors hover:bg-primary-600',
          !hydrated && 'invisible',
        )}
        onClick={async () => {
          // Loaded on the click: storing a choice is not part of the page's first script.
          const { allowFunctional } = await import('@/components/consent/save-consent');
          allowFunctional(consent?.choices);
          setFocusForm(true);
        }}
      >
        {allowLabel}
      </button>
    </div>
  );
}
