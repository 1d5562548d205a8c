import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  transition: 'transform 150ms ease',
  selectors: { '&:hover, &:focus-within': { transform: 'translateY(-2px)' } },
});

export const image = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' });

export const body = style({ padding: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xl });

/** The title link covers the whole card, so the image and text are clickable too. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const more = style({ marginTop: vars.space.xl, display: 'flex', justifyContent: 'center' });
