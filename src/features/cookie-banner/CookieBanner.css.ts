import { style } from '@vanilla-extract/css';
import { launcherClearance } from '#src/styles/bottomDock';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const banner = style({
  position: 'fixed',
  left: vars.space.md,
  right: launcherClearance,
  bottom: vars.space.md,
  zIndex: 40,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  // Prerendered hidden in every page until it is due: its own display must not show it.
  selectors: { '&[hidden]': { display: 'none' } },
  // It ends beside the chat launcher; from tablets up it sits bottom left, as one row where it fits.
  '@media': { [media.md]: { left: vars.space.lg, right: 'auto', maxWidth: `min(44rem, 100% - ${vars.space.lg} - ${launcherClearance})` } },
});

/** Short, small print: the banner stays a compact bar that leaves the page readable on a phone. */
export const text = style({ margin: 0, fontSize: vars.fontSize.sm });
