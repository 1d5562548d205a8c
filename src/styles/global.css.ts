import { createGlobalVar, globalStyle } from '@vanilla-extract/css';
import { COOKIE_BAR_HEIGHT } from '#src/lib/cookieBar';
import { AWAITING_ATTRIBUTE } from '#src/early/meanwhile';
import { NOTICE_ATTRIBUTE } from '#src/early/meanwhile';
import { bottomDock } from './bottomDock';
import { media } from './media';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// The cookie bar's height is set on the few elements that keep clear of it (bottomDock.ts), and
// is not inherited: a change then restyles those elements, not the whole page.
createGlobalVar(COOKIE_BAR_HEIGHT.slice(2), { syntax: '<length>', inherits: false, initialValue: '0px' });

globalStyle('html', {
  colorScheme: 'dark',
  scrollBehavior: 'smooth',
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  // A control that takes focus scrolls clear of the chat launcher and the cookie bar (WCAG 2.4.11).
  scrollPaddingBottom: bottomDock,
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  minWidth: '320px',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  margin: `0 0 ${vars.space.sm}`,
});

globalStyle('p', { margin: `0 0 ${vars.space.md}` });

globalStyle('a', { color: vars.color.accent, textUnderlineOffset: '0.2em' });

globalStyle('img, svg', { maxWidth: '100%', display: 'block' });

// A control whose early click waits for the app to hydrate.
globalStyle(`[${AWAITING_ATTRIBUTE}]`, { cursor: 'progress' });

// What the early-event capture tells the visitor itself: a press it could not apply, or a page
// that has not finished loading (decision 018). Above the chat launcher and the cookie bar.
globalStyle(`[${NOTICE_ATTRIBUTE}]`, {
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: bottomDock,
  zIndex: 1000,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  maxWidth: '36rem',
  marginInline: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

globalStyle(`[${NOTICE_ATTRIBUTE}] p`, { margin: 0, flex: '1 1 16rem' });

globalStyle(`[${NOTICE_ATTRIBUTE}] button`, {
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
