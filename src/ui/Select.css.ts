import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { control } from './control.css';

/** The select and the action beside it. */
export const row = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const select = style([control, { flex: 1, minWidth: 0 }]);
