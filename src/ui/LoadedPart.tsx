import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { RetryBoundary } from './RetryBoundary';

type Props = Pick<ComponentProps<typeof RetryBoundary>, 'onRetry' | 'placement'> & {
  /** The part's code has loaded once: from then on the part stays mounted (a dialog keeps its state). */
  loaded: boolean;
  /** What holds the part's place while it suspends; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
};

/**
 * Where a part that loads its code on first open (a menu, a dialog) is mounted: nothing until its
 * code has loaded, then the part, kept to itself by its own `RetryBoundary` should it fail.
 */
export function LoadedPart({ loaded, fallback = null, onRetry, placement, children }: Props) {
  if (!loaded) return null;
  return (
    <RetryBoundary onRetry={onRetry} placement={placement}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </RetryBoundary>
  );
}
