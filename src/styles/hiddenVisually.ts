/**
 * Hides content from sight but not from assistive technology (its text still names a control),
 * and undoes it: for a label that shows only where there is room for it.
 */
export const hiddenVisually = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const shownAgain = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  clip: 'auto',
} as const;
