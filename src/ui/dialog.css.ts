import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

/** The look of a small confirming dialog (Ariakit's Dialog): its backdrop, box, title and actions. */
export const backdrop = style({ background: vars.color.overlay });

export const dialog = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  width: 'min(26rem, calc(100vw - 2rem))',
  height: 'fit-content',
  margin: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
});

export const dialogTitle = style({ fontSize: vars.fontSize.xl });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  marginTop: vars.space.lg,
});
