import { lazyComponent } from '#src/lib/lazyComponent';

/** An item the visitor added, in a chunk of its own (with TanStack Form): loaded only when there is one to show. */
export const LazyOwnGearCard = lazyComponent(() => import('./OwnGearCard'));
