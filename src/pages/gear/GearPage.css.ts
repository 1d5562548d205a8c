import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

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

/** The checklist: progress, Reset and the categories. */
export const checklist = style({});

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

export const progressBar = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    marginTop: vars.space.lg,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
  { '@media': { [print]: { padding: 0, border: 0 } } },
]);

export const overall = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });

globalStyle(`${progressBar} > button`, printHidden);

export const category = style({
  marginTop: vars.space.xxl,
  '@media': { [print]: { marginTop: vars.space.lg, breakInside: 'avoid-page' } },
});

export const categoryTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.xl });

export const icon = style({ flexShrink: 0, width: '1.75rem', height: '1.75rem', color: vars.color.neonCyan });

export const subtitle = style([{ color: vars.color.textMuted }, printHidden]);

export const categoryProgress = style({ fontWeight: 600, color: vars.color.textMuted });

export const items = style({ '@media': { [print]: { display: 'block' } } });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  padding: 0,
  overflow: 'hidden',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.success } },
  '@media': { [print]: { display: 'block', height: 'auto', border: 0, borderRadius: 0, breakInside: 'avoid' } },
});

export const image = style([{ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }, printHidden]);

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xs,
  padding: vars.space.lg,
  '@media': { [print]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.xxs} 0` } },
});

export const itemName = style({ margin: 0, fontSize: vars.fontSize.lg, '@media': { [print]: { fontSize: vars.fontSize.md } } });

export const itemText = style([{ flex: 1, color: vars.color.textMuted }, printHidden]);

export const packed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  fontWeight: 600,
  cursor: 'pointer',
  '@media': { [print]: { order: -1, minHeight: 0 } },
});

/** The word 'Packed' beside the tick; on paper the box alone says it. */
export const packedWord = style(printHidden);

export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.success,
  '@media': { [print]: { printColorAdjust: 'exact' } },
});

export const shop = style([{ alignSelf: 'flex-start' }, printHidden]);

/** Its confirming dialog looks like every small dialog of the site. */
export { backdrop, dialog, dialogActions, dialogTitle } from '#src/ui/dialog.css';
