'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates, true from the render after. What renders only
 * then never enters the HTML: motion code fetched after the first paint (React.lazy under
 * Suspense on the server would stream the fallback and the loaded tree both), a button that
 * works only once the page's script runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
