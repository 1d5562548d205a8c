import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const wrapper = style({ position: 'relative' });

/** Sits at the end of the label row, above the input. */
export const toggle = style({
  position: 'absolute',
  top: 0,
  right: 0,
  minHeight: '1.5rem',
  padding: `0 ${vars.space.xxs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.text, background: vars.color.surfaceRaised, textDecoration: 'none' },
  },
});
