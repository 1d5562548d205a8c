import { whileParsing } from '#src/lib/whileParsing';
import { readGearView } from './gearView';

/** On the checklist: the view it shows (`cards` or `compact`), which its stylesheet follows. */
export const GEAR_VIEW_ATTRIBUTE = 'data-gear-view';
/** On the 'Compact list' toggle button, pressed while the compact list shows. */
export const COMPACT_TOGGLE_ATTRIBUTE = 'data-compact-toggle';

/**
 * The checklist is prerendered as cards, and reads the stored view only once it has hydrated.
 * Run by the inline script of the head (decision 031, as decision 018 does for stored toggles),
 * this shows the stored view as the page is parsed: the checklist's view attribute and the
 * toggle's `aria-pressed`, which hydration keeps and the app's render then agrees with.
 */
export function showGearViewEarly(doc: Document) {
  const view = readGearView();
  whileParsing(doc, `[${GEAR_VIEW_ATTRIBUTE}], [${COMPACT_TOGGLE_ATTRIBUTE}]`, (element) => {
    if (element.hasAttribute(GEAR_VIEW_ATTRIBUTE)) element.setAttribute(GEAR_VIEW_ATTRIBUTE, view);
    else element.setAttribute('aria-pressed', String(view === 'compact'));
  });
}
