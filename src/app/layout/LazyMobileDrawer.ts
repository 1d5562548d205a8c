import { lazyComponent } from '#src/lib/lazyComponent';

/** The side drawer of small screens, in a chunk of its own: pages do not pay for Ariakit's dialog. */
export const LazyMobileDrawer = lazyComponent(() => import('./MobileDrawer'));
