import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const subheading = style({ marginTop: vars.space.xl, marginBottom: vars.space.sm, fontSize: vars.fontSize.xl });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const festival = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text });

export const detail = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const text = style({ margin: 0 });

export const notice = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const broken = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
  fontWeight: 600,
});
