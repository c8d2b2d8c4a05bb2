'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COPY_RESET_MS } from '@/lib/ui-constants';

type CopyState = 'idle' | 'copied' | 'failed';

/** The button's words in the page's language, the statuses said of its `label` already. */
type CopyWords = Record<CopyState | 'copiedStatus' | 'failedStatus', string>;

type CopyButtonProps = {
  text: string;
  label: string;
  words: CopyWords;
  /**
   * The button's classes and its two icons, rendered by the page: the button's JavaScript
   * carries neither the button variants nor the icon set.
   */
  className: string;
  icons: { copy: ReactNode; copied: ReactNode };
};

/** Copies `text` to the clipboard and says so for COPY_RESET_MS, visibly and to screen readers. */
export function CopyButton({ text, label, words, className, icons }: CopyButtonProps) {
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

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={copy}
        aria-label={`${words[state]}: ${label}`}
      >
        {state === 'copied' ? icons.copied : icons.copy}
        {words[state]}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? words.copiedStatus : state === 'failed' ? words.failedStatus : ''}
      </span>
    </>
  );
}
