import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

/** As tall as the button it stands in for, so the page does not move. */
export const signedIn = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  minHeight: '2.75rem',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const email = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.text,
});
