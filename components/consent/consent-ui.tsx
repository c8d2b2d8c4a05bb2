'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BannerAction, ConsentChoices } from '@/lib/consent';
import { ASK_ATTRIBUTE, STATIC_BANNER_ATTRIBUTE } from '@/lib/consent-first-paint';
import { ACCEPT_ALL, REJECT_ALL } from '@/lib/consent-write';
import { ConsentBanner } from './consent-banner';
import { ConsentSettings } from './consent-settings';
import { onConsentActionRequest, useConsent } from './consent-store';
import { saveConsent } from './save-consent';

const TITLE_ID = 'consent-banner-title';

/**
 * The banner while the visitor has not chosen, and the settings dialog when the banner's
 * Settings or the footer's Cookie settings asks for it. Loaded by ConsentManager only when
 * needed; once loaded it stays mounted so it can hand focus back after closing.
 *
 * It takes over from the server's copy of the banner (app/layout.tsx) before the browser
 * paints: same place, same size, focus on the same control, and carries out `firstAction`,
 * what was asked for before this chunk had loaded (a click on that copy, or the footer's link).
 */
export function ConsentUi({ firstAction }: { firstAction: BannerAction | null }) {
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const actionOnFirstRender = useRef(firstAction);
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
    if (target?.isConnected && !target.closest('[hidden]')) target.focus();
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

  useEffect(() => onConsentActionRequest(perform), [perform]);

  // Before the first paint with this banner: the server's copy goes, and what was asked before
  // this chunk had loaded is done (focus is still on the footer's link, or moved to the button
  // here that stands where the clicked one stood). Later requests arrive through the listener.
  useLayoutEffect(() => {
    takeOverFocus(document.getElementById(TITLE_ID)?.closest('section'));
    document.documentElement.removeAttribute(ASK_ATTRIBUTE);
    if (actionOnFirstRender.current) perform(actionOnFirstRender.current);
  }, [perform]);

  return (
    <>
      {consent === null && (
        <ConsentBanner
          titleId={TITLE_ID}
          onAcceptAll={() => choose(ACCEPT_ALL)}
          onRejectAll={() => choose(REJECT_ALL)}
          onSettings={openSettings}
          hidden={settingsOpen}
        />
      )}
      {settingsOpen && (
        <ConsentSettings
          current={consent?.choices ?? REJECT_ALL}
          onSave={choose}
          onClose={closeSettings}
        />
      )}
    </>
  );
}

/** Moves focus from a control of the server's copy of the banner to its twin in `live`. */
function takeOverFocus(live: Element | null | undefined) {
  const copy = document.querySelector(`[${STATIC_BANNER_ATTRIBUTE}]`);
  const active = document.activeElement;
  if (!copy || !live || !active || !copy.contains(active)) return;
  const controls = (banner: Element) => [...banner.querySelectorAll<HTMLElement>('a, button')];
  controls(live)[controls(copy).indexOf(active as HTMLElement)]?.focus();
}
