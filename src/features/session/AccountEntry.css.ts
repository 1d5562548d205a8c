import { style } from '@vanilla-extract/css';
import { hiddenVisually, shownAgain } from '#src/styles/hiddenVisually';
import { media } from '#src/styles/media';
import { vars } from '#src/styles/theme.css';

/**
 * The header has room for the entry's words ('Login', or the email) only beside the menu button
 * of a tablet and beside the navigation of a wide screen; elsewhere the entry is its icon, and the
 * words remain its accessible name.
 */
const roomForWords = {
  [media.md]: { ...shownAgain, overflow: 'hidden', textOverflow: 'ellipsis' },
  [media.lg]: hiddenVisually,
  [media.xl]: { ...shownAgain, overflow: 'hidden', textOverflow: 'ellipsis' },
} as const;

/**
 * 'Login' and the email take the same room, so nothing in the header moves at sign-in or sign-out:
 * the icon's width where the words are hidden, one fixed width where they show (a longer email
 * shortens to it).
 */
const wordsWidth = '12rem';

const entry = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  width: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  '@media': {
    [media.md]: { width: wordsWidth, paddingInline: vars.space.sm },
    [media.lg]: { width: '2.75rem', paddingInline: vars.space.xs },
    [media.xl]: { width: wordsWidth, paddingInline: vars.space.sm },
  },
} as const;

/** 'Login', at the right end of the header. */
export const logIn = style({
  ...entry,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

/** The signed-in email, as a menu button. */
export const account = style({
  ...entry,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceRaised },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

export const icon = style({ flexShrink: 0, width: '1.25rem', height: '1.25rem' });

export const words = style({
  ...hiddenVisually,
  minWidth: 0,
  '@media': roomForWords,
});

export const menu = style({
  zIndex: 20,
  minWidth: '12rem',
  maxWidth: 'min(22rem, calc(100vw - 2rem))',
  // Its placement may hold its height to the window's (placeBelowTrigger).
  overflowY: 'auto',
  padding: vars.space.xxs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** 'Signed in as …' above Sign out: the whole email, which the header may shorten or hide. */
export const menuLabel = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const menuEmail = style({ color: vars.color.text, fontWeight: 600 });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[data-active-item]': { background: vars.color.surfaceRaised } },
});

export const menuSeparator = style({
  margin: `${vars.space.xxs} 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The box of a 'Forget …' item: empty, or ticked when the item is checked. */
export { checkMark } from '#src/ui/menuMarks.css';
