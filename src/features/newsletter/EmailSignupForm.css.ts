import { styleVariants } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const form = styleVariants({
  section: {
    display: 'grid',
    gap: vars.space.sm,
    alignItems: 'start',
    maxWidth: '32rem',
    '@media': { [media.sm]: { gridTemplateColumns: '1fr auto' } },
  },
  footer: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'end' },
});

export const field = styleVariants({
  section: { minWidth: 0 },
  /** Fills the row beside the button, and never narrower than its placeholder: the button wraps first. */
  footer: { flex: '1 1 14rem' },
});

export const submit = styleVariants({
  /** Lines the button up with the input, below the field's label. */
  section: { '@media': { [media.sm]: { marginTop: `calc(${vars.fontSize.sm} * 1.6 + ${vars.space.xxs})` } } },
  footer: {},
});
