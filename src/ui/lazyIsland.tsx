import { Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { onEarlyEventWithin } from '#src/early/capture';
import { lazyComponent } from '#src/lib/lazyComponent';
import { useHydrating } from '#src/lib/useHydrating';
import { useLazyControl } from '#src/lib/useLazyControl';
import { RetryBoundary } from './RetryBoundary';

type Module<P> = { default: ComponentType<P> };

export type LazyIsland<P extends object> = ComponentType<P> & {
  /** Loads the island's code now (the server render does, so its HTML is complete). */
  preload: () => Promise<unknown>;
};

/** The wrapper's `data-island`, from the lazy control machine's state. */
const islandStates = { closed: 'waiting', loading: 'waiting', ready: 'waiting', frameShown: 'waiting', shown: 'hydrated', failed: 'failed' } as const;

type Options = {
  /** Where the failure shows: in the island's place (default), or docked at the bottom of the window, for a part that shows there. */
  failure?: 'inline' | 'docked';
};

/** How near the viewport (in px) an island starts loading, so it is ready by the time it is seen. */
const NEAR_VIEWPORT = '400px';

/**
 * A part of a prerendered page whose code waits until it is needed. Rendered on the server, its
 * HTML is complete. When the page hydrates, the island's HTML stays as it is, and its code is
 * fetched and hydrated only once the island comes near the viewport, the visitor points or moves
 * focus into it, or an early click or submit aimed at it waits (it replays once the island has
 * hydrated). A client-side render (after navigation) loads it at once.
 *
 * When its code fails to load, the island says so in its place (or, for a part that shows at the
 * bottom of the window, docked there) and offers 'Try again', which loads it again; the rest of
 * the page keeps working.
 *
 * Its states are the lazy control machine's (`useLazyControl`): waking it is an open, and its
 * server HTML is the frame that stays until the part has hydrated in its place.
 *
 * The wrapper's `data-island` reads 'waiting' until the island is hydrated, then 'hydrated'; or
 * 'failed' while it shows that its code did not arrive (the early-event capture holds the events
 * aimed at a waiting island, and 'Try again' must answer).
 */
export function lazyIsland<P extends object>(load: () => Promise<Module<P>>, { failure = 'inline' }: Options = {}): LazyIsland<P> {
  let openGate: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  // Loads once opened; a failed load is loaded again on 'Try again'.
  const Part = lazyComponent(() => opened.then(load));
  const preload = () => {
    openGate();
    return Part.preload();
  };
  // The server renders the island's HTML complete.
  if (import.meta.env.SSR) void preload().catch(() => undefined);

  function Loaded({ props, onHydrated }: { props: P; onHydrated: () => void }) {
    useEffect(onHydrated, [onHydrated]);
    return <Part {...props} />;
  }

  function Island(props: P) {
    const hydrating = useHydrating();
    // Whether this island started life over server HTML: decided on the first render only.
    const [waits] = useState(hydrating);
    // The part has hydrated in its place, which is when the machine's frame is done.
    const [hydrated] = useState(() => {
      let resolve: () => void = () => undefined;
      const promise = new Promise<void>((done) => {
        resolve = () => done();
      });
      return { promise, resolve };
    });
    const { state, open, retry } = useLazyControl({ preload }, { frame: true, frameDone: () => hydrated.promise });
    const region = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const element = region.current;
      if (!waits || !element || element.contains(document.activeElement)) {
        open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(element);
      // On the window, in the capture phase: React stops events aimed at HTML it has not hydrated.
      const loadOnReach = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) open();
      };
      window.addEventListener('pointerover', loadOnReach, true);
      window.addEventListener('focusin', loadOnReach, true);
      const stopWaking = onEarlyEventWithin(element, open);
      let watching = true;
      const stopWatching = () => {
        if (!watching) return;
        watching = false;
        observer.disconnect();
        stopWaking();
        window.removeEventListener('pointerover', loadOnReach, true);
        window.removeEventListener('focusin', loadOnReach, true);
      };
      // Once loading starts (here or in another instance of the island), every instance still
      // watching opens: its code arrives for all of them, and each hydrates in its place.
      void opened.then(() => {
        if (!watching) return;
        stopWatching();
        open();
      });
      return stopWatching;
    }, [waits, open]);

    // The same element on every render of the wrapper: an update that reached the island's
    // boundary before it hydrated would make React drop the server HTML and render it afresh.
    const content = useMemo(
      () => (
        <RetryBoundary onRetry={retry} placement={failure}>
          <Suspense fallback={null}>
            <Loaded props={props} onHydrated={hydrated.resolve} />
          </Suspense>
        </RetryBoundary>
      ),
      [props, retry, hydrated],
    );
    return (
      <div ref={region} data-island={islandStates[state]}>
        {content}
      </div>
    );
  }

  return Object.assign(Island, { preload });
}
