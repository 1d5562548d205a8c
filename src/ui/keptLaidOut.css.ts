import { createGlobalVar, style } from '@vanilla-extract/css';

/**
 * A popover kept laid out while closed (Ariakit's `alwaysVisible`) and only hidden, so that opening
 * it shows it without computing its styles and layout again (decision 039). Hidden, it takes no
 * focus, no press and no place in the accessibility tree, as a removed one would.
 */
export const keptLaidOut = style({
  visibility: 'hidden',
  selectors: { '&[data-open]': { visibility: 'visible' } },
});

/** The positioning wrapper around such a popover (Ariakit's, or the page's own): hidden itself, so it never takes a press meant for the page. */
export const keptLaidOutWrapper = style({ visibility: 'hidden' });

/**
 * Ariakit writes the window's height to `--dialog-viewport-height` on a dialog as it opens. A
 * custom property is inherited unless registered otherwise, so that write computed the styles of
 * every element inside the popover a second time, in the press. Nothing here reads it; registered
 * as not inherited, the write restyles the dialog alone (decision 039).
 */
createGlobalVar('dialog-viewport-height', { syntax: '<length>', inherits: false, initialValue: '0px' });
