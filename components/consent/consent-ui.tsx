'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsentChoices } from '@/lib/consent';
import { ACCEPT_ALL, REJECT_ALL } from '@/lib/consent-write';
import { ConsentBanner } from './consent-banner';
import { ConsentSettings } from './consent-settings';
import { onOpenConsentSettings, useConsent } from './consent-store';
import { saveConsent } from './save-consent';

/**
 * The banner while the visitor has not chosen, and the settings dialog when the banner's
 * Settings or the footer's Cookie settings asks for it. Loaded by ConsentManager only when
 * needed; once loaded it stays mounted so it can hand focus back after closing.
 */
export function ConsentUi({ openOnMount }: { openOnMount: boolean }) {
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openOnFirstRender = useRef(openOnMount);
  const restoreFocus = useRef(false);

  const openSettings = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSettingsOpen(true);
  }, []);

  useEffect(() => onOpenConsentSettings(openSettings), [openSettings]);

  // The footer asked before this chunk had loaded; focus is still on its button. Later
  // requests arrive through the listener above.
  useEffect(() => {
    if (openOnFirstRender.current) openSettings();
  }, [openSettings]);

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

  return (
    <>
      {consent === null && (
        <ConsentBanner
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
