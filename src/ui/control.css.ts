import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

/** The box every form control shares (text fields, selects): size, padding, border and type. */
export const control = style({
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
