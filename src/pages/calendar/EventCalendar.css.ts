import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

/**
 * Where the popover is placed: its offset parent's top left corner, moved by a transform to below
 * its button (placeBelowTrigger). Out of the toolbar's flow, it scrolls with the page.
 */
export const placed = style({
  position: 'absolute',
  top: 0,
  left: 0,
  // Above the cookie banner (40), below the chat launcher (45) and the menu drawer (50).
  zIndex: 42,
});

export const popover = style({
  width: 'max-content',
  maxWidth: `calc(100vw - 2 * ${vars.space.xs})`,
  // A column whose events list gives up its height first (and scrolls) when the window is short.
  display: 'flex',
  flexDirection: 'column',
  overflow: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.sm]: { padding: vars.space.md } },
  color: vars.color.text,
  boxShadow: vars.shadow.card,
});

export const popoverHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const popoverTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const dismiss = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 0 });

export const dayPicker = style({ flex: 'none' });

const daySize = (size: string) => ({
  '--rdp-day-width': size,
  '--rdp-day-height': size,
  '--rdp-day_button-width': size,
  '--rdp-day_button-height': size,
});

/**
 * react-day-picker reads its colours and sizes from custom properties on `.rdp-root`; the double
 * class wins over its own stylesheet whatever order the two load in. Seven 36 px days fit 320 px.
 */
globalStyle(`${dayPicker}.rdp-root`, {
  vars: {
    '--rdp-accent-color': vars.color.accent,
    '--rdp-accent-background-color': vars.color.surfaceRaised,
    '--rdp-today-color': vars.color.neonCyan,
    ...daySize('2.25rem'),
  },
  '@media': { [media.sm]: { vars: daySize('2.5rem') } },
});

export const festivalDay = style({
  fontWeight: 700,
  color: vars.color.onAccent,
  background: vars.color.accentStrong,
  borderRadius: vars.radius.pill,
});

export const events = style({ flex: '1 1 auto', minHeight: '4rem', maxWidth: '18rem', overflowY: 'auto' });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const eventsTitle = style({ fontSize: vars.fontSize.md, marginBottom: vars.space.xs });

export const eventList = style({ margin: 0, paddingInlineStart: vars.space.lg });
