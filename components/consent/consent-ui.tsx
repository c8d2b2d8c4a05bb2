'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  ASK_ATTRIBUTE,
  BANNER_ATTRIBUTE,
  type BannerAction,
  type ConsentChoices,
} from '@/lib/consent';
import { ACCEPT_ALL, REJECT_ALL } from '@/lib/consent-write';
import { ConsentSettings } from './consent-settings';
import { type ConsentRequest, useConsent } from './consent-store';
import { saveConsent } from './save-consent';

/**
 * What the banner's buttons do, and the settings dialog when the banner's Settings or the
 * footer's Cookie settings asks for it. Loaded by ConsentManager only when needed; once loaded
 * it stays mounted so it can hand focus back after closing. The banner is the server's
 * (consent-banner.tsx): this shows it while the visitor has to be asked and the dialog is
 * closed, and carries out each `request` ConsentManager hands it, including the one made
 * before this chunk had loaded.
 */
export function ConsentUi({ request }: { request: ConsentRequest | null }) {
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const lastRequestDone = useRef(0);
  const restoreFocus = useRef(false);

  const openSettings = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSettingsOpen(true);
  }, []);

  // After the render that closed the dialog or the banner: back to what opened the dialog,
  // or, when a choice removed it (the banner's buttons), to the page itself.
  useEffect(() => {
    if (!restoreFocus.current) return;
    restoreFocus.current = false;
    const target = opener.current;
    opener.current = null;
    // The banner's own buttons go with it when a choice hides it.
    const hidden =
      target?.closest(`[${BANNER_ATTRIBUTE}]`) &&
      !document.documentElement.hasAttribute(ASK_ATTRIBUTE);
    if (target?.isConnected && !hidden) target.focus();
    else document.getElementById('main-content')?.focus({ preventScroll: true });
  });

  const closeSettings = useCallback(() => {
    setSettingsOpen(false);
    restoreFocus.current = true;
  }, []);

  const choose = useCallback((choices: ConsentChoices) => {
    saveConsent(choices);
    setSettingsOpen(false);
    restoreFocus.current = true;
  }, []);

  const perform = useCallback(
    (action: BannerAction) => {
      if (action === 'settings') openSettings();
      else choose(action === 'accept' ? ACCEPT_ALL : REJECT_ALL);
    },
    [choose, openSettings],
  );

  // Before the browser paints: the banner shows exactly while the visitor has to be asked and
  // the dialog is closed, and each new request is done once.
  const ask = consent === null && !settingsOpen;
  useLayoutEffect(() => {
    if (ask) document.documentElement.setAttribute(ASK_ATTRIBUTE, 'ask');
    else document.documentElement.removeAttribute(ASK_ATTRIBUTE);
  }, [ask]);

  useLayoutEffect(() => {
    if (!request || request.id <= lastRequestDone.current) return;
    lastRequestDone.current = request.id;
    perform(request.action);
  }, [request, perform]);

  if (!settingsOpen) return null;
  return (
    <ConsentSettings
      current={consent?.choices ?? REJECT_ALL}
      onSave={choose}
      onClose={closeSettings}
    />
  );
}
