'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates, true from the render after. Motion code that
 * renders only then is fetched after the first paint and never enters the HTML (React.lazy
 * under Suspense on the server would stream the fallback and the loaded tree both).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
