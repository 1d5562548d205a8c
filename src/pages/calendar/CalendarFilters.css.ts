import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  marginBlock: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'end' } },
});

export { check, checkbox } from '#src/ui/checkField.css';
