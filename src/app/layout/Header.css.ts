import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: 'rgba(11, 7, 22, 0.92)',
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.layout.headerHeight,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
});

export const brandMark = style({ color: vars.color.neonPink });

export const desktopNav = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { background: vars.color.accentStrong, color: vars.color.onAccent },
  },
});

export const menuButton = style({
  '@media': { [media.lg]: { display: 'none' } },
});

export const backdrop = style({ background: vars.color.overlay });

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  right: 0,
  zIndex: 50,
  width: 'min(20rem, 85vw)',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderLeft: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const drawerTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const drawerList = style({
  display: 'grid',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const session = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
