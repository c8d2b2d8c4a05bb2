'use client';

import { Check, Copy } from '@/components/ui/icons';
import { useEffect, useRef, useState } from 'react';
// The variants, not <Button>: button.tsx brings cn() and tailwind-merge into the browser.
import { buttonVariants } from '@/components/ui/button-variants';
import { useLocale } from '@/components/i18n/locale-context';
import * as en from '@/content/design-guide';
import { designGuideTranslations } from '@/content/translations/design-guide';
import { inLocale } from '@/lib/i18n';
import { COPY_RESET_MS } from '@/lib/ui-constants';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text` to the clipboard and says so for COPY_RESET_MS, visibly and to screen readers. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { copy: labels } = inLocale(useLocale(), en, designGuideTranslations).buttonGuide;
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (error) {
      console.error('Could not copy to the clipboard', error);
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPY_RESET_MS);
  }

  const Icon = state === 'copied' ? Check : Copy;
  return (
    <>
      <button
        type="button"
        className={buttonVariants({ variant: 'light', size: 'sm' })}
        onClick={copy}
        aria-label={`${labels[state]}: ${label}`}
      >
        <Icon aria-hidden="true" className="size-4" />
        {labels[state]}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? labels.copiedStatus(label)
          : state === 'failed'
            ? labels.failedStatus(label)
            : ''}
      </span>
    </>
  );
}
