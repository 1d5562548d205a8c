import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const disclosure = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const jumpList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  listStyle: 'none',
});

export const jumpLink = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

/** The deal groups flow down two columns on a tablet and three on a desktop, a group never split. */
export const groups = style({
  columnGap: vars.space.lg,
  '@media': { [media.md]: { columnCount: 2 }, [media.lg]: { columnCount: 3 } },
});

export const group = style({ paddingTop: vars.space.xl, breakInside: 'avoid' });

export const groupTitle = style({ fontSize: vars.fontSize.xl });

export const deal = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', justifyItems: 'start' });

export const provider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.neonCyan,
});

export const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.neonPink}`,
  color: vars.color.neonPink,
  fontWeight: 600,
});

export const dealTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const cta = style({ marginTop: vars.space.xs });

export const destinations = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const destination = style({
  position: 'relative',
  display: 'grid',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.accent } },
});

/** The city link covers the whole tile. */
export const city = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const country = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
