'use client';

import { Check, Copy } from '@/components/ui/icons';
import { useEffect, useRef, useState } from 'react';
// The variants, not <Button>: button.tsx brings cn() and tailwind-merge into the browser.
import { buttonVariants } from '@/components/ui/button-variants';
import { COPY_RESET_MS } from '@/lib/ui-constants';

type CopyState = 'idle' | 'copied' | 'failed';

/** The button's words in the page's language, the statuses said of its `label` already. */
type CopyWords = Record<CopyState | 'copiedStatus' | 'failedStatus', string>;

type CopyButtonProps = { text: string; label: string; words: CopyWords };

/** Copies `text` to the clipboard and says so for COPY_RESET_MS, visibly and to screen readers. */
export function CopyButton({ text, label, words }: CopyButtonProps) {
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
        aria-label={`${words[state]}: ${label}`}
      >
        <Icon aria-hidden="true" className="size-4" />
        {words[state]}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? words.copiedStatus : state === 'failed' ? words.failedStatus : ''}
      </span>
    </>
  );
}
