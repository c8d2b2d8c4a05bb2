'use client';

import { useEffect, useState, type ReactNode } from 'react';

/** The slice of HubSpot's embed API we use. */
type HubSpotForms = {
  create: (options: { region: string; portalId: string; formId: string; target: string }) => void;
};

declare global {
  interface Window {
    hbspt?: { forms?: HubSpotForms };
  }
}

export const HUBSPOT_CONTAINER_ID = 'hubspot-form-container';

type HubSpotFormProps = {
  scriptSrc: string;
  region: string;
  portalId: string;
  formId: string;
  /** Shown while the script loads. */
  loading: ReactNode;
  /** Shown when the script cannot load or cannot create the form (blocked, offline). */
  fallback: ReactNode;
};

/**
 * HubSpot's contact form. On entry it drops any copy of the embed script left by an earlier
 * visit, loads a fresh one and creates the form in #hubspot-form-container; on leaving it
 * removes the script again. Progress and failures go to the console; a failure shows the
 * fallback instead of an empty card.
 */
export function HubSpotForm({
  scriptSrc,
  region,
  portalId,
  formId,
  loading,
  fallback,
}: HubSpotFormProps) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let active = true;
    // A blocked or offline script is the visitor's setting, not our fault, and the fallback
    // covers it: a warning. A script that loads but cannot make the form is an error.
    const fail = (message: string, error?: unknown, level: 'warn' | 'error' = 'error') => {
      console[level](`[contact form] ${message}`, ...(error === undefined ? [] : [error]));
      if (active) setStatus('failed');
    };

    document.querySelectorAll(`script[src="${scriptSrc}"]`).forEach((old) => old.remove());

    const script = document.createElement('script');
    script.src = scriptSrc;
    script.async = true;
    script.onload = () => {
      if (!active) return;
      const forms = window.hbspt?.forms;
      if (!forms) return fail('The HubSpot script loaded, but window.hbspt.forms is missing.');
      if (!document.getElementById(HUBSPOT_CONTAINER_ID)) {
        return fail(`The form container #${HUBSPOT_CONTAINER_ID} is missing.`);
      }
      try {
        forms.create({ region, portalId, formId, target: `#${HUBSPOT_CONTAINER_ID}` });
        console.info('[contact form] Form created.');
        setStatus('ready');
      } catch (error) {
        fail('HubSpot could not create the form.', error);
      }
    };
    script.onerror = () =>
      fail(`The HubSpot script could not be loaded from ${scriptSrc}.`, undefined, 'warn');

    console.info('[contact form] Loading the HubSpot script.');
    document.body.appendChild(script);

    return () => {
      active = false;
      script.remove();
      console.info('[contact form] Removed the HubSpot script.');
    };
  }, [scriptSrc, region, portalId, formId]);

  return (
    <div aria-busy={status === 'loading'}>
      {/* HubSpot owns this element's children, so React never renders into it. */}
      <div id={HUBSPOT_CONTAINER_ID} />
      {status === 'loading' && loading}
      {status === 'failed' && fallback}
    </div>
  );
}
