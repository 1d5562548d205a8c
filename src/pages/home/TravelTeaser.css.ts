import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const deal = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', alignContent: 'start' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const note = style({ marginTop: vars.space.lg, marginBottom: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
