import { style } from '@vanilla-extract/css';
import { hiddenVisually } from '#src/styles/hiddenVisually';

export const visuallyHidden = style(hiddenVisually);
