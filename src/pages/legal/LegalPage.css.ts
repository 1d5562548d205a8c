import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const updated = style({ color: vars.color.textMuted });

export const contents = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const policy = style({
  maxWidth: '46rem',
  paddingTop: vars.space.xl,
  marginTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
});

export const paragraph = style({ overflowWrap: 'anywhere' });

/** The Cookie Policy's list of stored values: each key on its own line, what it holds below it. */
export const storedValues = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const storedValue = style({ display: 'grid', gap: vars.space.xxs, overflowWrap: 'anywhere' });

export const storedValueText = style({ margin: 0 });
