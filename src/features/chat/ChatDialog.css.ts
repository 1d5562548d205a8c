import { style } from '@vanilla-extract/css';
import { hiddenVisually } from '#src/styles/hiddenVisually';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const backdrop = style({ background: vars.color.overlay, zIndex: 60 });

export const dialog = style({
  position: 'fixed',
  inset: 0,
  zIndex: 61,
  margin: 'auto',
  width: '90vw',
  maxWidth: '425px',
  height: '80vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  scrollBehavior: 'smooth',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

/** The messages, in a box of their own whose size tells when the log must follow them. */
export const logContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

const bubble = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  maxWidth: '85%',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const userMessage = style([
  bubble,
  { alignSelf: 'flex-end', background: vars.color.accentStrong, color: vars.color.onAccent, borderBottomRightRadius: vars.radius.sm },
]);

export const botRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs, maxWidth: '100%' });

export const botIcon = style({ flexShrink: 0, width: '1.75rem', height: '1.75rem', color: vars.color.neonCyan });

export const botMessage = style([
  bubble,
  { background: vars.color.surfaceRaised, color: vars.color.text, border: `1px solid ${vars.color.border}`, borderBottomLeftRadius: vars.radius.sm },
]);

export const botError = style([botMessage, { borderColor: vars.color.danger, color: vars.color.danger }]);

export const form = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** Said in place of the forms while there is no connection. */
export const offline = style({
  margin: 0,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const formRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

/** The key field takes the room left; the button keeps its label on one line. */
export const setKey = style({ flexShrink: 0, whiteSpace: 'nowrap' });

/** A gentle warning under the key field; while there is none it takes no room but stays a live region. */
export const keyWarning = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.focus,
  selectors: { '&:empty': hiddenVisually },
});

/** Says the assistant is demo mode's stand-in, not Perplexity. */
export const demoNote = style({
  margin: `${vars.space.xs} ${vars.space.md} 0`,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.neonCyan}`,
  borderRadius: vars.radius.md,
  color: vars.color.neonCyan,
  fontSize: vars.fontSize.sm,
});

/** Which key demo mode takes. */
export const demoKey = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neonCyan });

export const sendButton = style({ flexShrink: 0, width: '2.75rem', paddingInline: 0 });

export const helpLink = style({ fontSize: vars.fontSize.sm, justifySelf: 'start' });

export const countOver = style({ color: vars.color.danger, fontWeight: 600 });

export const forgetKey = style({ justifySelf: 'start', fontSize: vars.fontSize.sm, minHeight: '2.25rem', color: vars.color.textMuted });

/** The frame shown while the assistant's code loads has no Ariakit to place its backdrop. */
export const frameBackdrop = style({ position: 'fixed', inset: 0 });

export const frameBody = style({ flex: 1, display: 'grid', placeItems: 'center' });
