import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const gap = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBlock: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({ margin: 0, maxWidth: '40rem' });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });

export const name = style({ fontWeight: 700, color: vars.color.text });

export const dates = style({ color: vars.color.textMuted });
