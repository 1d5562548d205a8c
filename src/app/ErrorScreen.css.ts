import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const screen = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

export const message = style({ fontStyle: 'italic', color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const stack = style({
  overflowX: 'auto',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});
