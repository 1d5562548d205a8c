import { Suspense, type ReactNode } from 'react';
import { useHydrating } from '#src/lib/useHydrating';

/**
 * Renders its children only on the client, once the prerendered page is hydrated: for parts the
 * server never shows (such as the toasts), whose code can then load after the page's own.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  return hydrating ? null : <Suspense fallback={null}>{children}</Suspense>;
}
