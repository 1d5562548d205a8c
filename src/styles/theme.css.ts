import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * The one theme contract: a dark night-festival look. Every text colour below keeps a
 * contrast of at least 4.5:1 on `bg`, `surface` and `surfaceRaised`.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    bg: '#0b0716',
    surface: '#161027',
    surfaceRaised: '#221838',
    border: '#3b2d5c',
    text: '#f5f2ff',
    textMuted: '#c9c0e3',
    accent: '#b49cff',
    accentStrong: '#7c3aed',
    accentStrongHover: '#6d28d9',
    onAccent: '#ffffff',
    neonPink: '#ff7ac6',
    neonCyan: '#5ee7ff',
    focus: '#ffd23f',
    danger: '#ff8a8a',
    success: '#7dffb2',
    overlay: 'rgba(5, 3, 12, 0.72)',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radius: {
    sm: '0.375rem',
    md: '0.75rem',
    lg: '1.25rem',
    pill: '999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    display: '"Trebuchet MS", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: 'clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem)',
    hero: 'clamp(2rem, 1.4rem + 3.5vw, 4rem)',
  },
  lineHeight: {
    tight: '1.2',
    body: '1.6',
  },
  shadow: {
    card: '0 10px 30px rgba(0, 0, 0, 0.35)',
    glow: '0 0 24px rgba(180, 156, 255, 0.45)',
  },
  layout: {
    maxWidth: '72rem',
    headerHeight: '4rem',
  },
});
