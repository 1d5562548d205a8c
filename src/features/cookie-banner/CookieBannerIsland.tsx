import { memo } from 'react';
import { lazyIsland } from '#src/ui/lazyIsland';

/**
 * The cookie banner as a lazy island (decision 050): prerendered, hidden, in every page, and shown
 * by the boot script; its code loads only when the visitor reaches for it (points at it,
 * moves focus into it, or presses 'Accept & Close', which waits meanwhile), or when its place at
 * the end of the page comes near the viewport. Should its code fail to load, the failure shows
 * where the bar was, at the bottom of the window. Memoized: the layout renders again on every
 * navigation, and an island still waiting must not render afresh.
 */
export const CookieBannerIsland = memo(
  lazyIsland(() => import('./CookieBanner').then(({ CookieBanner }) => ({ default: CookieBanner })), { failure: 'docked' }),
);
