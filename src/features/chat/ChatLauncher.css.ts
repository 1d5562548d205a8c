import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const bounce = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(-6px)' },
});

export const launcher = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 45,
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.accentStrong,
  color: vars.color.onAccent,
  fontSize: '1.5rem',
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  boxShadow: vars.shadow.glow,
  animation: `${bounce} 2s ease-in-out infinite`,
  transition: 'bottom 200ms ease',
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  selectors: {
    // The toasts (sonner, bottom right) sit in the same corner: while any is shown, the button
    // moves up above them instead of covering them.
    'body:has([data-sonner-toast]) &': { bottom: `calc(${vars.space.lg} + 6rem)` },
  },
});
