import { keyframes, style } from '@vanilla-extract/css';
import { launcherSize } from '#src/styles/bottomDock';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

const bounce = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(-6px)' },
});

/**
 * The launcher bounces three times to catch the eye, then keeps still: a target that keeps moving
 * is hard to hit with a tremor, makes automated clicks wait, and motion that runs for more than
 * 5 s with no way to pause it fails WCAG 2.2.2. It starts once the page has shown (0.5 s) and is
 * still by 4.1 s (0.5 s + 3 × 1.2 s). `both` holds the rest position, translateY(0), before and
 * after, so nothing jumps.
 */
const bounceOnArrival = `${bounce} 1.2s ease-in-out 0.5s 3 both`;

export const launcher = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 45,
  width: launcherSize,
  height: launcherSize,
  borderRadius: '50%',
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.accentStrong,
  color: vars.color.onAccent,
  fontSize: '1.5rem',
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  boxShadow: vars.shadow.glow,
  animation: bounceOnArrival,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
