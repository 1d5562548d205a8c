import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const banner = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 40,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  padding: vars.space.md,
  paddingRight: '5rem',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  // From tablets up the bar sits bottom left, clear of the chat launcher, in one row.
  '@media': { [media.md]: { insetInline: 'auto', left: vars.space.lg, maxWidth: '44rem', paddingRight: vars.space.md } },
});

/** Short, small print: the banner stays a compact bar that leaves the page readable on a phone. */
export const text = style({ margin: 0, fontSize: vars.fontSize.sm });
