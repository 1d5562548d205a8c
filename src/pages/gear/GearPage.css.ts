import { globalStyle, style } from '@vanilla-extract/css';
import { hiddenVisually } from '#src/styles/hiddenVisually';
import { vars } from '#src/styles/theme.css';
import { FESTIVAL_PENDING_ATTRIBUTE, FESTIVAL_WAITING_ATTRIBUTE, GEAR_VIEW_ATTRIBUTE } from '#src/early/parts/gearView';

/** Printed, the page is a paper checklist: ticks and names only, on plain paper colours. */
const print = 'print';
const printHidden = { '@media': { [print]: { display: 'none' } } } as const;

export const disclosure = style([
  {
    maxWidth: '48rem',
    padding: vars.space.md,
    borderInlineStart: `4px solid ${vars.color.neonPink}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  },
  printHidden,
]);

/** The checklist: a festival's notes, progress, Reset and the categories. */
export const checklist = style({});

/** A festival's notes lead the checklist; it is held back until they show, so they push nothing down. */
export const festivalNotes = style({
  maxWidth: '48rem',
  marginTop: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const festivalNotesTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const festivalNotesSubtitle = style({ margin: `${vars.space.md} 0 ${vars.space.xxs}`, fontSize: vars.fontSize.lg });

globalStyle(`html[${FESTIVAL_PENDING_ATTRIBUTE}] ${checklist}, ${checklist}[${FESTIVAL_WAITING_ATTRIBUTE}]`, { minHeight: '100vh' });
globalStyle(`html[${FESTIVAL_PENDING_ATTRIBUTE}] ${checklist} > *, ${checklist}[${FESTIVAL_WAITING_ATTRIBUTE}] > *`, { display: 'none' });

// Printing the checklist leaves out everything around the page: skip link, header, footer,
// cookie bar, chat, toasts and anything shown in a portal.
globalStyle(`body:has(${checklist}) > :not(#root), body:has(${checklist}) #root > :not(main)`, {
  '@media': { [print]: { display: 'none' } },
});
globalStyle(`html:has(${checklist})`, { '@media': { [print]: { colorScheme: 'light' } } });
globalStyle(`body:has(${checklist})`, { '@media': { [print]: { background: 'Canvas', color: 'CanvasText' } } });
globalStyle(`body:has(${checklist}) main *`, {
  '@media': { [print]: { background: 'none', color: 'CanvasText', boxShadow: 'none', textShadow: 'none' } },
});

/** The height of the packed count, which stays in view below the header while the list scrolls. */
const overallHeight = '3rem';

export const overall = style([
  {
    position: 'sticky',
    top: vars.layout.headerHeight,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    blockSize: overallHeight,
    margin: `${vars.space.lg} 0 0`,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    fontWeight: 700,
    fontSize: vars.fontSize.lg,
    whiteSpace: 'nowrap',
  },
  { '@media': { [print]: { position: 'static', padding: 0, border: 0 } } },
]);

// Keyboard focus and in-page links scroll clear of the header and the count stuck below it (WCAG 2.4.11).
globalStyle(`html:has(${overall})`, {
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${overallHeight} + ${vars.space.md})`,
});

/** 'Compact list' and 'Reset checklist'. */
export const toolbar = style([
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm },
  printHidden,
]);

/** The compact list shows each item's name and tick only, one row each; the checklist carries the view. */
const compact = `${checklist}[${GEAR_VIEW_ATTRIBUTE}="compact"]`;

export const category = style({
  marginTop: vars.space.xxl,
  selectors: { [`${compact} &`]: { marginTop: vars.space.xl } },
  '@media': { [print]: { marginTop: vars.space.lg, breakInside: 'avoid-page' } },
});

export const categoryTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.xl });

export const icon = style({ flexShrink: 0, width: '1.75rem', height: '1.75rem', color: vars.color.neonCyan });

export const subtitle = style([{ color: vars.color.textMuted }, printHidden]);

export const categoryProgress = style({ fontWeight: 600, color: vars.color.textMuted });

export const items = style({
  selectors: { [`${compact} &`]: { gridTemplateColumns: '1fr', gap: vars.space.xs } },
  '@media': { [print]: { display: 'block' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  padding: 0,
  overflow: 'hidden',
  // Out of view, what is inside an item is neither styled, laid out nor painted until it nears the
  // screen: of the 35 items, a phone draws the two or three it shows. An item is 30–34rem tall as a
  // card and about 3rem in the compact list; once drawn, the browser keeps its real height. Paper
  // gets every item.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 32rem',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.success },
    [`${compact} &`]: { position: 'relative', borderRadius: vars.radius.md, boxShadow: 'none', containIntrinsicSize: 'auto 3rem' },
  },
  '@media': { [print]: { display: 'block', height: 'auto', border: 0, borderRadius: 0, breakInside: 'avoid', contentVisibility: 'visible' } },
});

const compactHidden = { selectors: { [`${compact} &`]: { display: 'none' } } } as const;

export const image = style([{ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }, compactHidden, printHidden]);

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xs,
  padding: vars.space.lg,
  selectors: { [`${compact} &`]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm, padding: `0 ${vars.space.md}` } },
  '@media': { [print]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.xxs} 0` } },
});

export const itemName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { [`${compact} &`]: { fontSize: vars.fontSize.md } },
  '@media': { [print]: { fontSize: vars.fontSize.md } },
});

export const itemText = style([{ flex: 1, color: vars.color.textMuted }, compactHidden, printHidden]);

export const packed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    [`${compact} &`]: { order: -1 },
    // In the compact list the whole row is the tick's target, name included.
    [`${compact} &::after`]: { content: '""', position: 'absolute', inset: 0 },
  },
  '@media': { [print]: { order: -1, minHeight: 0 } },
});

/**
 * The word 'Packed' beside the tick; in the compact list and on paper the box alone says it. The
 * compact list keeps it in the box's name, so the box is still 'Packed {item}' to a screen reader.
 */
export const packedWord = style([{ selectors: { [`${compact} &`]: hiddenVisually } }, printHidden]);

export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.success,
  '@media': { [print]: { printColorAdjust: 'exact' } },
});

/** Why the festival of the notes stresses an item; in the compact list, beside its name. */
export const festivalMark = style([
  {
    margin: 0,
    paddingInlineStart: vars.space.sm,
    borderInlineStart: `3px solid ${vars.color.neonPink}`,
    selectors: { [`${compact} &`]: { flex: 1, paddingBlock: vars.space.xxs, fontSize: vars.fontSize.sm } },
  },
  printHidden,
]);

export const shop = style([{ alignSelf: 'flex-start' }, compactHidden, printHidden]);

/** Marks an item the visitor added, where the others have their description. */
export const ownMark = style([{ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm }, compactHidden, printHidden]);

/**
 * An own item's 'Rename' and 'Remove', or 'Save' and 'Cancel' while renaming. In the compact list
 * they sit at the end of the row, above the tick's target, which covers the rest of it.
 */
export const ownActions = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    selectors: { [`${compact} &`]: { position: 'relative', zIndex: 1, marginInlineStart: 'auto' } },
  },
  printHidden,
]);

/** The name of an own item being renamed: its field, then its two buttons. */
export const renameForm = style([
  {
    display: 'grid',
    gap: vars.space.xs,
    selectors: { [`${compact} &`]: { position: 'relative', zIndex: 1, flex: 1, paddingBlock: vars.space.xs } },
  },
  printHidden,
]);

/** 'Add your own item' under a category: the field, and its button beside it, in line with the input. */
export const addForm = style([
  { display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.sm, alignItems: 'start', maxWidth: '32rem', marginTop: vars.space.md },
  printHidden,
]);

export const addField = style({ minWidth: 0 });

export const addButton = style({ marginTop: `calc(${vars.fontSize.sm} * 1.6 + ${vars.space.xxs})` });

/** Its confirming dialog looks like every small dialog of the site. */
export { backdrop, dialog, dialogActions, dialogTitle } from '#src/ui/dialog.css';
