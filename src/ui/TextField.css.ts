import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const input = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
