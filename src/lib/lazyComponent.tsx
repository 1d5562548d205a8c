import { use, type ComponentType } from 'react';
import { usableAtOnce } from '../lib/usableAtOnce';

type PageModule<P> = { default: ComponentType<P> };

export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Loads the page's chunk; await it before hydrating so the first render matches the HTML. */
  preload: () => Promise<unknown>;
};

/**
 * Like React.lazy, but a page whose chunk is already loaded renders at once instead of
 * suspending: the loaded promise is marked fulfilled, which `use()` reads synchronously.
 * That lets prerendered HTML hydrate without flashing a fallback.
 */
export function lazyPage<P extends object = object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let pending: Promise<PageModule<P>> | undefined;
  const preload = () => (pending ??= usableAtOnce(load()));

  function Page(props: P) {
    const { default: Loaded } = use(preload());
    return <Loaded {...props} />;
  }
  return Object.assign(Page, { preload });
}
