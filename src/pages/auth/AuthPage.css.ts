import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { card as cardBase } from '#src/ui/Card.css';

/** The page's one column: the card's width (about 400 px), centred; the full width on small screens. */
const column = { width: '100%', maxWidth: '25rem', marginInline: 'auto' } as const;

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
});

export const heading = style({ ...column, marginBlock: 0, fontSize: vars.fontSize.xxl });

export const demoNote = style({
  ...column,
  marginBlock: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.neonCyan}`,
  borderRadius: vars.radius.md,
  color: vars.color.neonCyan,
  fontSize: vars.fontSize.sm,
});

export const linkStatus = style({
  ...column,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlock: 0,
});

export const card = style([cardBase, column]);

export const tabList = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
});

export const tab = style({
  minHeight: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentStrong, color: vars.color.onAccent },
  },
});

export const panel = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const description = style({ margin: 0, color: vars.color.textMuted });

/** What an account adds, under the card and in its column. */
export const note = style([description, column, { fontSize: vars.fontSize.sm }]);

export const form = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.md });

export const submit = style({ width: '100%' });

/** In place of the tabs while someone is signed in. */
export const signedInCard = style([card, { display: 'grid', gap: vars.space.xs }]);

export const signedInEmail = style({ color: vars.color.text, overflowWrap: 'anywhere' });

export const signedInActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });
