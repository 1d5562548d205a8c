import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';
import { grid } from '#src/ui/Card.css';

/** The two deals share the row from a tablet up. */
export const deals = style([grid, { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } } }]);

export const deal = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', alignContent: 'start' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const note = style({ marginTop: vars.space.lg, marginBottom: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
