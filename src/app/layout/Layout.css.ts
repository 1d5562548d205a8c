import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-10rem',
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.focus,
  color: '#000000',
  fontWeight: 700,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.xs } },
});

export const main = style({ minHeight: '60vh', outline: 'none' });

export const pageLoading = style({ padding: vars.space.xxl, textAlign: 'center', color: vars.color.textMuted });
