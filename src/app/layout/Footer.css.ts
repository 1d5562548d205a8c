import { style } from '@vanilla-extract/css';
import { bottomDock } from '#src/styles/bottomDock';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const footer = style({
  marginTop: vars.space.xxl,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBlock: vars.space.xxl,
  // The page ends with room for the launcher and the cookie bar, so its last controls scroll clear of them.
  paddingBlockEnd: `max(${vars.space.xxl}, ${bottomDock})`,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const heading = style({ fontSize: vars.fontSize.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const link = style({ color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } });

export const copyright = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  marginTop: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
