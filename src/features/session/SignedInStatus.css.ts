import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A strip hanging under the right end of the header: the bar has no room beside the navigation. */
export const status = style({
  position: 'absolute',
  top: '100%',
  right: `max(${vars.space.md}, calc((100% - ${vars.layout.maxWidth}) / 2 + ${vars.space.md}))`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: `calc(100% - 2 * ${vars.space.md})`,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: 'none',
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  fontSize: vars.fontSize.sm,
});

export const email = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});

export const signOut = style({
  flexShrink: 0,
  minHeight: '2.25rem',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
