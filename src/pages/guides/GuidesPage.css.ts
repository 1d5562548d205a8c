import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', height: '100%', padding: 0, overflow: 'hidden' });

export const poster = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' });

export const body = style({ display: 'flex', flexDirection: 'column', flex: 1, gap: vars.space.xs, padding: vars.space.lg });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ flex: 1, color: vars.color.textMuted });

export const read = style({ alignSelf: 'flex-start' });
