import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { control } from './control.css';

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const input = style([
  control,
  {
    width: '100%',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
