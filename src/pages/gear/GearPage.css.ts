import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const disclosure = style({
  maxWidth: '48rem',
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.neonPink}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const category = style({ marginTop: vars.space.xxl });

export const categoryTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.xl });

export const icon = style({ fontSize: '1.5em' });

export const subtitle = style({ color: vars.color.textMuted });

export const item = style({ display: 'flex', flexDirection: 'column', height: '100%', padding: 0, overflow: 'hidden' });

export const image = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' });

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xs,
  padding: vars.space.lg,
});

export const itemName = style({ margin: 0, fontSize: vars.fontSize.lg });

export const itemText = style({ flex: 1, color: vars.color.textMuted });

export const shop = style({ alignSelf: 'flex-start' });
