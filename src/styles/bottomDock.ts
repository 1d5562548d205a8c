import { NOTICE_ATTRIBUTE } from '#src/early/meanwhile';
import { COOKIE_BAR_HEIGHT } from '#src/lib/cookieBar';
import { vars } from './theme.css';

/** Width and height of the round chat launcher. */
export const launcherSize = '3.5rem';

/** The chat launcher's corner: the cookie bar ends this far from the window's right edge. */
export const launcherClearance = `calc(${vars.space.md} + ${launcherSize} + ${vars.space.sm})`;

/**
 * The band at the bottom of the window taken by the chat launcher and, beside it, the cookie bar
 * (whichever is taller), with a gap above: toasts sit above it, and the page scrolls a focused
 * control clear of it.
 */
export const bottomDock = `calc(${vars.space.md} + max(${launcherSize}, var(${COOKIE_BAR_HEIGHT}, 0px)) + ${vars.space.xs})`;

/**
 * Every element whose style uses `bottomDock`: the root (its scroll padding), the footer, the
 * toasts and the early capture's notices. The cookie bar's height is published to these alone
 * (src/lib/cookieBar.ts), so a new user of `bottomDock` belongs here too.
 */
export const dockedSelector = `:root, footer, [data-sonner-toaster], [${NOTICE_ATTRIBUTE}]`;
