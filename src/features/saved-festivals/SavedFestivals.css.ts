import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const star = style({ flexShrink: 0, width: '1.25rem', height: '1.25rem', color: vars.color.neonPink });

/** The save toggle: its star fills and its outline lights up while pressed. */
export const save = style({
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.neonPink, background: vars.color.surfaceRaised },
  },
});

/** The star of a pressed save toggle is filled, also when the inline script pressed it before hydration. */
globalStyle(`${save}[aria-pressed="true"] path`, { fill: 'currentColor' });

/** 'Save' and 'Saved' share one cell, so the button keeps its width when it is pressed. */
export const words = style({ display: 'inline-grid' });
const word = style({ gridArea: '1 / 1' });
export const unsavedWord = style([word, { selectors: { [`${save}[aria-pressed="true"] &`]: { visibility: 'hidden' } } }]);
export const savedWord = style([word, { visibility: 'hidden', selectors: { [`${save}[aria-pressed="true"] &`]: { visibility: 'visible' } } }]);

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  justifyContent: 'center',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
