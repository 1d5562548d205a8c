import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

/** The select and the action beside it. */
export const row = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const select = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
