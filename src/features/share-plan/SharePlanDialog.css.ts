import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const backdrop = style({ background: vars.color.overlay });

export const dialog = style({
  // Above the cookie banner (40) and the chat launcher (45), below the menu drawer (50).
  position: 'fixed',
  zIndex: 48,
  inset: 0,
  margin: 'auto',
  width: 'min(28rem, calc(100vw - 2 * 0.5rem))',
  height: 'fit-content',
  maxHeight: 'calc(100dvh - 2 * 0.5rem)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  '@media': { [media.sm]: { padding: vars.space.lg } },
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export { check, checkbox } from '#src/ui/checkField.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
