import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

const mark = {
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginRight: vars.space.xs,
  border: `2px solid ${vars.color.textMuted}`,
} as const;

const chosen = {
  background: vars.color.accent,
  borderColor: vars.color.accent,
  boxShadow: `inset 0 0 0 2px ${vars.color.surface}`,
} as const;

/** The box of a menu's checkbox item: empty, or filled when the item is checked. */
export const checkMark = style({
  ...mark,
  borderRadius: vars.radius.sm,
  selectors: { '[aria-checked="true"] > &': chosen },
});

/** The circle of a menu's radio item: empty, or filled when the item is the one chosen. */
export const radioMark = style({
  ...mark,
  borderRadius: '50%',
  selectors: { '[aria-checked="true"] > &': chosen },
});
