import { style } from '@vanilla-extract/css';
import { card } from '#src/ui/Card.css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

const MAP_HEIGHT = '600px';

export const accountBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.md} ${vars.space.md} 0`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlock: vars.space.lg,
});

/** A note only developers see, on the development server. */
const developerNote = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.neonCyan}`,
  borderRadius: vars.radius.md,
  color: vars.color.neonCyan,
  fontSize: vars.fontSize.sm,
} as const;

/** Says the map is the development server's stand-in, not Google's. */
export const demoNote = style({ ...developerNote, marginBlock: `0 ${vars.space.md}` });

/** Names the likely cause of a map that failed to load. */
export const developerHint = style({ ...developerNote, margin: 0, maxWidth: '32rem' });

/** Holds 'Pin the centre of the map' while pinning; takes no room otherwise. */
export const pinCentreSlot = style({ display: 'contents' });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' } },
});

export const mapFrame = style({
  position: 'relative',
  width: '100%',
  height: MAP_HEIGHT,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  textAlign: 'center',
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const panelText = style({ margin: 0, maxWidth: '32rem', color: vars.color.textMuted });

/** On a desktop the list is exactly as tall as the map beside it. */
export const listPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': { [media.lg]: { height: MAP_HEIGHT } },
});

export const listHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The list's frame; on a desktop it fills the panel under the heading and scrolls inside itself. */
export const listFrame = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.lg]: { flex: '1 1 0', minHeight: 0, overflowY: 'auto' } },
});

export const listScroller = style([listFrame, { maxHeight: MAP_HEIGHT, overflowY: 'auto' }]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const listItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

/** A festival's name is as tall as a button whether or not it is one, so the list keeps still when the map arrives. */
const name = {
  minHeight: '2.75rem',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: 'inherit',
  color: vars.color.text,
  textAlign: 'start',
} as const;

export const listName = style({ ...name, display: 'flex', alignItems: 'center' });

export const listButton = style({
  ...name,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const listMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const listLinks = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md });

export const listLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const tips = style([card, { marginTop: vars.space.xl }]);

export const tipsHeading = style({ marginTop: 0, fontSize: vars.fontSize.xl });

export const tipList = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tipTitle = style({ margin: `0 0 ${vars.space.xxs}`, fontSize: vars.fontSize.md, color: vars.color.accent });

export const tipText = style({ margin: 0, color: vars.color.textMuted });
