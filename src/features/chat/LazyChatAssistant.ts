import { lazyComponent } from '#src/lib/lazyComponent';

/**
 * The chat assistant (its machine and dialog), in a chunk of its own. The launcher fetches it
 * when the browser is idle after hydration, and again when a pointer or focus comes to it, so a
 * press on a settled page finds it loaded and opens the dialog in the same render.
 */
export const LazyChatAssistant = lazyComponent(() => import('./ChatAssistant'));
