import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const body = style({ display: 'grid', justifyItems: 'start', gap: vars.space.md, maxWidth: '40rem' });

export const message = style({ margin: 0, fontSize: vars.fontSize.lg });
