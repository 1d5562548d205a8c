import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  // Out of view, what is inside a card is neither styled, laid out nor painted until it nears the
  // screen, so opening or saving one card does not lay out and paint the dozens below it again. A
  // closed card is about 13rem tall on a phone and on a wide screen; once drawn, the browser keeps
  // its real height. Paper gets every card.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 13rem',
  '@media': { print: { contentVisibility: 'visible' } },
});

/** The whole header toggles the card: the button's hit area is stretched over it. */
export const header = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  cursor: 'pointer',
  borderRadius: vars.radius.lg,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:has(:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
  '@media': { [media.sm]: { gridTemplateColumns: '9rem minmax(0, 1fr)' } },
});

export const poster = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const summary = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const toggle = style({
  display: 'flex',
  width: '100%',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  color: vars.color.accent,
  transition: 'transform 150ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const genre = style({
  justifySelf: 'start',
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.neonCyan,
  fontSize: vars.fontSize.sm,
});

export const content = style({
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  selectors: { '&:empty': { display: 'none' } },
});
