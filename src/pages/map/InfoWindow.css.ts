import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

/** Info window content, in the map's dark style. */
export const info = style({
  maxWidth: '22rem',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg, color: vars.color.text });

export const subtitle = style({ margin: `${vars.space.sm} 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });

export const text = style({ margin: `0 0 ${vars.space.xs}`, color: vars.color.textMuted });

export const attractions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const attraction = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xs });

export const attractionName = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });

export const attractionType = style({
  display: 'inline-block',
  margin: `${vars.space.xxs} 0`,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.md,
});

export const directions = style({ color: vars.color.accent, fontWeight: 700 });
