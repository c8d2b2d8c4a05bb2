'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { BannerAction } from '@/lib/consent';
import { interceptConsentOpeners, onConsentActionRequest, useConsent } from './consent-store';

// The banner and the settings are a chunk of their own: a visitor who has chosen never loads
// them, and nobody pays for them in the page's first scripts.
const ConsentUi = lazy(() =>
  import('./consent-ui').then((module) => ({ default: module.ConsentUi })),
);

/**
 * Mounted once in the root layout. Loads the banner when the visitor has to be asked (first
 * visit, a new version, a choice older than 12 months) and the settings when the footer asks.
 * Until the banner has loaded, the server's copy stands in for it (app/layout.tsx), and what
 * its buttons ask for is kept here and handed over.
 * Client only: without JavaScript nothing optional ever loads, so there is nothing to ask.
 */
export function ConsentManager() {
  const consent = useConsent();
  const [request, setRequest] = useState<BannerAction | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => onConsentActionRequest(setRequest), []);
  useEffect(() => interceptConsentOpeners(), []);

  const needed = consent === null || request !== null;
  // Once loaded it stays: it hands focus back after the choice that hides it. (Set during
  // render, React's pattern for state derived from earlier renders.)
  if (needed && !loaded) setLoaded(true);

  if (!needed && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi firstAction={request} />
    </Suspense>
  );
}
