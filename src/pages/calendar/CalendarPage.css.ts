import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';
import { FILTERED_OUT_ATTRIBUTE, SHOWN_ATTRIBUTE } from '#src/early/parts/calendarFilters';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlock: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.accent}`,
  background: `linear-gradient(120deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
});

export const bannerText = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: '36rem' });

export const listTitle = style({ marginTop: vars.space.xl, fontSize: vars.fontSize.xl });

/** Holds 'Add saved festivals to calendar' and 'Share my plan' while something is saved. */
export const savedFile = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  selectors: { '&:empty': { display: 'none' } },
});

/** The event calendar's button and the live count of the festivals shown, just above the filters. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const count = style({ margin: 0, fontWeight: 700 });

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

/** A festival the URL's filters leave out, hidden before hydration by the page's inline script. */
export const item = style({ selectors: { [`&[${FILTERED_OUT_ATTRIBUTE}]`]: { display: 'none' } } });

/** Shown when no festival is; before hydration, the inline script shows it by the URL's filters. */
export const empty = style({
  selectors: { [`&[${SHOWN_ATTRIBUTE}]`]: { display: 'block' } },
  padding: vars.space.xl,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const emptyTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text });
