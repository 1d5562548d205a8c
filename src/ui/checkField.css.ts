import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

/** A checkbox with its label beside it, a comfortable target to tap. */
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  fontWeight: 600,
  cursor: 'pointer',
});

export const checkbox = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.accentStrong });
