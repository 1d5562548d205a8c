import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, transform 150ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    '&:hover:not(:disabled)': { transform: 'translateY(-1px)' },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accentStrong,
      color: vars.color.onAccent,
      boxShadow: vars.shadow.glow,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.accentStrongHover } },
    },
  ],
  secondary: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      borderColor: vars.color.accent,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      padding: vars.space.xs,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
    },
  ],
});

export type ButtonVariant = keyof typeof button;
