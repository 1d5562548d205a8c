import { use, type ComponentType } from 'react';
import { usableAtOnce } from './usableAtOnce';

type ComponentModule<P> = { default: ComponentType<P> };

export type LazyComponent<P extends object = object> = ComponentType<P> & {
  /**
   * Loads the component's chunk (once; after a failure, the next call loads it again). A page
   * awaits it before hydrating so the first render matches the HTML; the chat launcher calls it
   * ahead of a press.
   */
  preload: () => Promise<unknown>;
};

/**
 * Like React.lazy, but a component whose chunk is already loaded renders at once instead of
 * suspending: the loaded promise is marked fulfilled, which `use()` reads synchronously.
 * That lets prerendered HTML hydrate without flashing a fallback, and a prefetched dialog open
 * in the very render its button asks for.
 *
 * A failed load is not kept for the visit: the next `preload()` (a press of the control that
 * shows the part, or 'Try again' in its error boundary) fetches the chunk again. Rendering alone
 * never does, so React retrying a failed render (hydration does, again and again) cannot turn a
 * dropped connection into a loop of requests.
 */
export function lazyComponent<P extends object = object>(load: () => Promise<ComponentModule<P>>): LazyComponent<P> {
  let pending: Promise<ComponentModule<P>> | undefined;
  let failed = false;
  const preload = () => {
    if (!pending || failed) {
      failed = false;
      pending = usableAtOnce(
        load().catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      );
    }
    return pending;
  };

  function Lazy(props: P) {
    const { default: Loaded } = use(pending ?? preload());
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
