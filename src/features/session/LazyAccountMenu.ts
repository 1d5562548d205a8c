import { lazyComponent } from '#src/lib/lazyComponent';

/** The account menu (Ariakit's menu, xstate, the auth machine), in a chunk of its own. */
export const LazyAccountMenu = lazyComponent(() => import('./AccountMenu'));
