import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';
import { dialogBox } from '#src/ui/dialog.css';

export { backdrop } from '#src/ui/dialog.css';

/** The dialog's box, wider than a confirming one and scrolling within the viewport. */
export const dialog = style([
  dialogBox,
  {
    // Above the cookie banner (40) and the chat launcher (45), below the menu drawer (50).
    zIndex: 48,
    width: 'min(28rem, calc(100vw - 2 * 0.5rem))',
    maxHeight: 'calc(100dvh - 2 * 0.5rem)',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.md,
    '@media': { [media.sm]: { padding: vars.space.lg } },
  },
]);

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export { check, checkbox } from '#src/ui/checkField.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
