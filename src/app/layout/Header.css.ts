import { style } from '@vanilla-extract/css';
import { hiddenVisually, shownAgain } from '#src/styles/hiddenVisually';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

/** From this width the brand's star fits beside the name on a phone. */
const roomForStar = 'screen and (min-width: 375px)';

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
  gap: vars.space.xs,
  '@media': { [media.sm]: { gap: vars.space.md } },
  minHeight: vars.layout.headerHeight,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
});

/**
 * The name keeps one line: on a phone it is set smaller with the screen (about 12.6 px at 320 px,
 * its full size from about 424 px) to leave the controls beside it their room.
 */
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontWeight: 800,
  fontSize: `min(${vars.fontSize.lg}, calc(5.2vw - 0.25rem))`,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
});

/** The star before the name, left out on the narrowest phones, where the name needs its room. */
export const brandMark = style({
  display: 'none',
  color: vars.color.neonPink,
  '@media': { [roomForStar]: { display: 'inline' } },
});

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
    // Beside the navigation, narrower pills leave the account entry room for the email.
    [`${desktopNav} &`]: { paddingInline: vars.space.xs },
  },
});

/**
 * The saved-festivals count, the account entry and, on small screens, the menu button. On a phone
 * the brand is set smaller to make room for them.
 */
export const end = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': { [media.lg]: { flexShrink: 1, minWidth: 0 } },
});

/** On a phone, three bars (its name stays 'Menu'); from the small breakpoint on, the word. */
export const menuButton = style({
  flexShrink: 0,
  minWidth: '2.75rem',
  paddingInline: 0,
  '@media': {
    [media.sm]: { paddingInline: vars.space.lg },
    [media.lg]: { display: 'none' },
  },
});

export const menuIcon = style({
  width: '1.25rem',
  height: '1.25rem',
  '@media': { [media.sm]: { display: 'none' } },
});

export const menuWord = style({
  ...hiddenVisually,
  '@media': { [media.sm]: shownAgain },
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

