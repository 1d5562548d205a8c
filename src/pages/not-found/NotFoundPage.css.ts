import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontSize: 'clamp(4rem, 3rem + 6vw, 8rem)',
  color: vars.color.accent,
  textShadow: vars.shadow.glow,
});

export const text = style({ fontSize: vars.fontSize.xl, margin: 0 });
