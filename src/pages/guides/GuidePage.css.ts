import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

export const intro = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const poster = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  marginBlock: vars.space.xl,
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const panelTitle = style({ fontSize: vars.fontSize.xl });

export const subTitle = style({ fontSize: vars.fontSize.lg, marginTop: vars.space.sm });

export const text = style({ color: vars.color.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factLabel = style({ fontWeight: 700, color: vars.color.text });

export const factValue = style({ margin: 0, color: vars.color.textMuted });

export const action = style({ alignSelf: 'flex-start' });

export const minorTitle = style({ fontSize: vars.fontSize.md, marginTop: vars.space.xs });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const listLead = style({ color: vars.color.text });

/** The line of sources under a part of the guide: small, but links still large enough to tap. */
export const sources = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 2 });

export const sourceLink = style({ paddingBlock: vars.space.xxs });

export const checked = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
