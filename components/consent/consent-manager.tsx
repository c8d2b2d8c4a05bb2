'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { ASK_ATTRIBUTE, isBannerAction, LIVE_ATTRIBUTE, PENDING_ATTRIBUTE } from '@/lib/consent';
import {
  type ConsentRequest,
  interceptConsentOpeners,
  onConsentActionRequest,
  requestConsentAction,
  useConsent,
} from './consent-store';

// The banner and the settings are a chunk of their own: a visitor who has chosen never loads
// them, and nobody pays for them in the page's first scripts.
const ConsentUi = lazy(() =>
  import('./consent-ui').then((module) => ({ default: module.ConsentUi })),
);

/**
 * Mounted once in the root layout. Loads the banner UI when the visitor has to be asked (first
 * visit, a new version, a choice older than 12 months), when a banner button is clicked, and
 * when the footer asks for the settings. The banner itself is the server's, shown from the
 * first paint (components/consent/consent-banner.tsx); a button clicked before this component
 * was live is carried out too. Without JavaScript nothing optional ever loads, so there is
 * nothing to ask.
 */
export function ConsentManager() {
  const consent = useConsent();
  const [request, setRequest] = useState<ConsentRequest | null>(null);
  const [loaded, setLoaded] = useState(false);

  // The one listener for requests: the UI only ever acts on what it is handed from here, so no
  // request can fall between the UI's first render and an effect of its own.
  useEffect(
    () =>
      onConsentActionRequest((action) =>
        setRequest((previous) => ({ action, id: (previous?.id ?? 0) + 1 })),
      ),
    [],
  );
  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute(LIVE_ATTRIBUTE, '');
    const pending = html.getAttribute(PENDING_ATTRIBUTE);
    html.removeAttribute(PENDING_ATTRIBUTE);
    // Through the listener above, like every later request.
    if (isBannerAction(pending)) requestConsentAction(pending);
    return interceptConsentOpeners();
  }, []);
  // A choice stored after the <head> script asked (in another tab, say) hides the banner.
  useEffect(() => {
    if (consent) document.documentElement.removeAttribute(ASK_ATTRIBUTE);
  }, [consent]);

  const needed = consent === null || request !== null;
  // Once loaded it stays: it hands focus back after the choice that hides it. (Set during
  // render, React's pattern for state derived from earlier renders.)
  if (needed && !loaded) setLoaded(true);

  if (!needed && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi request={request} />
    </Suspense>
  );
}
