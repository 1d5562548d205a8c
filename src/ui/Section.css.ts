import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

export const section = style({
  paddingBlock: vars.space.xxl,
  '@media': { [media.md]: { paddingBlock: vars.space.xxxl } },
});

export const heading = style({ fontSize: vars.fontSize.xxl });

export const intro = style({ color: vars.color.textMuted, maxWidth: '42rem' });
