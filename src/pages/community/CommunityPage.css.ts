import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

/** On a desktop the Discord preview sits on the left, the social links and the sign-up on the right. */
export const columns = style({
  '@media': {
    [media.lg]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      maxWidth: vars.layout.maxWidth,
      marginInline: 'auto',
    },
  },
});

export const preview = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxWidth: '36rem',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const server = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const serverIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.accentStrong,
  color: vars.color.onAccent,
  fontWeight: 700,
});

export const serverName = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });

export const serverNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const channels = style({
  display: 'grid',
  gap: vars.space.xxs,
  width: '100%',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const channel = style({
  display: 'grid',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});

export const channelName = style({ fontWeight: 600 });

export const channelTopic = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const join = style({ justifySelf: 'stretch' });

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
