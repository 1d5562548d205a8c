import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'start',
  maxWidth: '32rem',
  '@media': { [media.sm]: { gridTemplateColumns: '1fr auto' } },
});

export const field = style({ minWidth: 0 });

/** Lines the button up with the input, below the field's label. */
export const submit = style({
  '@media': { [media.sm]: { marginTop: `calc(${vars.fontSize.sm} * 1.6 + ${vars.space.xxs})` } },
});
