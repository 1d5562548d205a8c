import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const hero = style({
  paddingBlock: vars.space.xxl,
  background: `radial-gradient(ellipse at 20% 0%, ${vars.color.accentStrong} 0%, transparent 60%), radial-gradient(ellipse at 90% 100%, ${vars.color.surfaceRaised} 0%, transparent 70%), ${vars.color.bg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { paddingBlock: `calc(${vars.space.xxxl} * 1.5)` } },
});

export const inner = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

export const compass = style({ color: vars.color.neonCyan, width: '3rem', height: '3rem' });

export const title = style({
  margin: 0,
  maxWidth: '18ch',
  fontSize: vars.fontSize.hero,
  textShadow: vars.shadow.glow,
});

export const pitch = style({ margin: 0, maxWidth: '40rem', fontSize: vars.fontSize.lg });
