import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates prerendered HTML (its server snapshot is in use); false in a client
 * render. After hydration React renders once more with `false`.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
