import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const crosshair = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: '1.5rem',
  height: '1.5rem',
  marginTop: '-0.75rem',
  marginLeft: '-0.75rem',
  border: `2px solid ${vars.color.neonPink}`,
  borderRadius: '50%',
  pointerEvents: 'none',
  zIndex: 1,
});
