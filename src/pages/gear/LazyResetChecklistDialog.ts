import { lazyComponent } from '#src/lib/lazyComponent';

/** The dialog that asks before the checklist is cleared, in a chunk of its own: the page does not pay for Ariakit's dialog. */
export const LazyResetChecklistDialog = lazyComponent(() => import('./ResetChecklistDialog'));
