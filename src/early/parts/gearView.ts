import { whileParsing } from '#src/early/whileParsing';
import { readGearView } from '#src/pages/gear/gearView';

/** On the checklist: the view it shows (`cards` or `compact`), which its stylesheet follows. */
export const GEAR_VIEW_ATTRIBUTE = 'data-gear-view';
/** On the 'Compact list' toggle button, pressed while the compact list shows. */
export const COMPACT_TOGGLE_ATTRIBUTE = 'data-compact-toggle';

/**
 * On the root element while the packing notes of the festival named in the address
 * (`?festival={slug}`) are not shown yet: the checklist waits below them, so that they do not push
 * it down when they arrive.
 */
export const FESTIVAL_PENDING_ATTRIBUTE = 'data-festival-pending';
/** On the checklist while the app loads the notes of the festival in the address, as the attribute above does before it starts. */
export const FESTIVAL_WAITING_ATTRIBUTE = 'data-festival-waiting';
/** How long the checklist waits for them at most, should the app never start on a slow device. */
const FESTIVAL_WAIT_MS = 15_000;

/**
 * The checklist is prerendered as cards, and reads the stored view only once it has hydrated.
 * Run by the inline script of the head (decision 031, as decision 018 does for stored toggles),
 * this shows the stored view as the page is parsed: the checklist's view attribute and the
 * toggle's `aria-pressed`, which hydration keeps and the app's render then agrees with. With a
 * festival in the address, it holds the checklist back until that festival's notes show.
 */
export function showGearViewEarly(doc: Document) {
  if (new URLSearchParams(doc.location.search).has('festival')) {
    const root = doc.documentElement;
    const show = () => root.removeAttribute(FESTIVAL_PENDING_ATTRIBUTE);
    root.setAttribute(FESTIVAL_PENDING_ATTRIBUTE, '');
    // A script of the app that fails to load never shows the notes: the checklist shows at once.
    doc.addEventListener('error', (event) => event.target instanceof HTMLScriptElement && show(), true);
    setTimeout(show, FESTIVAL_WAIT_MS);
  }
  const view = readGearView();
  whileParsing(doc, `[${GEAR_VIEW_ATTRIBUTE}], [${COMPACT_TOGGLE_ATTRIBUTE}]`, (element) => {
    if (element.hasAttribute(GEAR_VIEW_ATTRIBUTE)) element.setAttribute(GEAR_VIEW_ATTRIBUTE, view);
    else element.setAttribute('aria-pressed', String(view === 'compact'));
  });
}

/** This part is run on a page that shows the gear checklist: a page whose HTML carries this attribute. */
export const registeredBy = GEAR_VIEW_ATTRIBUTE;

export { showGearViewEarly as showEarly };
