import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

/** 'Your plan' and its state, between the account's name and its actions. */
export const label = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const state = style({ color: vars.color.text, fontWeight: 600 });

/** Its confirming dialog looks like every small dialog of the site. */
export { backdrop, dialog, dialogActions, dialogTitle } from '#src/ui/dialog.css';

/** The marks of the sign-out choices, as the menu's other choices show them. */
export { checkMark, radioMark } from '#src/ui/menuMarks.css';
