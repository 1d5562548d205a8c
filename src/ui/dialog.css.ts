import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

/** The look of a small confirming dialog (Ariakit's Dialog): its backdrop, box, title and actions. */
export const backdrop = style({ background: vars.color.overlay });

/** A dialog's box, centred in the viewport as high as its content; a dialog adds its layer, width and padding. */
export const dialogBox = style({
  position: 'fixed',
  inset: 0,
  height: 'fit-content',
  margin: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
});

export const dialog = style([
  dialogBox,
  {
    zIndex: 50,
    width: 'min(26rem, calc(100vw - 2rem))',
    padding: vars.space.lg,
  },
]);

export const dialogTitle = style({ fontSize: vars.fontSize.xl });

/** The answers, side by side and equally wide; one above the other, full width, where two do not fit. */
export const dialogActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.xs,
  marginTop: vars.space.lg,
});
