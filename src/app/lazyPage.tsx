import { use, type ComponentType } from 'react';

type PageModule<P> = { default: ComponentType<P> };

export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Loads the page's chunk; await it before hydrating so the first render matches the HTML. */
  preload: () => Promise<unknown>;
};

/**
 * Like React.lazy, but a page whose chunk is already loaded renders at once instead of
 * suspending. That lets prerendered HTML hydrate without flashing a fallback.
 */
export function lazyPage<P extends object = object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
    }));

  function Page(props: P) {
    if (!loaded) use(preload());
    const Loaded = loaded as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return Object.assign(Page, { preload });
}
