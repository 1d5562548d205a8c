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
 * A failed load is not kept: on a dropped connection, the next render or preload fetches the chunk
 * again, so the part's error boundary can offer 'Try again'.
 */
export function lazyComponent<P extends object = object>(load: () => Promise<ComponentModule<P>>): LazyComponent<P> {
  let pending: Promise<ComponentModule<P>> | undefined;
  const forgetFailure = (error: unknown): never => {
    pending = undefined;
    throw error;
  };
  const preload = () => (pending ??= usableAtOnce(load().catch(forgetFailure)));

  function Lazy(props: P) {
    const { default: Loaded } = use(preload());
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
