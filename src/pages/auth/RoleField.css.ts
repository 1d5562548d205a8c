import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.sm });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  cursor: 'pointer',
});

export const radio = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.accentStrong });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
