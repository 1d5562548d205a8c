import { storedItems } from './storedToggles';
import { savedFestivalsKey } from '#src/lib/storage';
import { whileParsing } from '#src/early/whileParsing';
import { ALL, applyFilters, emptyReason, filterControlIds, filterOptions, readFilters, type EmptyReason, type FilteredFestival, type FilterState } from '#src/pages/calendar/filterState';

/** On the calendar's toolbar, ahead of the filters and the list: the festivals listed, as JSON. */
export const FESTIVALS_ATTRIBUTE = 'data-calendar-festivals';
/** On each festival's list item. */
export const FESTIVAL_ID_ATTRIBUTE = 'data-festival-id';
/** On each empty state, prerendered hidden, naming its reason ('unmatched': 'No festivals match your criteria.'). */
export const EMPTY_ATTRIBUTE = 'data-calendar-empty';
/** Set before hydration on a list item the URL's filters leave out, and on an empty state they show. */
export const FILTERED_OUT_ATTRIBUTE = 'data-early-filtered';
export const SHOWN_ATTRIBUTE = 'data-early-shown';

/**
 * The calendar is prerendered unfiltered, and reads its filters from the URL only once it has
 * hydrated. Before that, a visitor of `/festival-calendar?country=Belgium` would see, and could
 * press, festivals the filter then takes away. Run by the inline script of the head (decision
 * 018), this applies the URL's filters as the page is parsed, by the calendar's own rules
 * (`readFilters`, `applyFilters`): it hides the festivals left out, shows the empty state when none
 * is left (the one for its reason), and sets the filter controls. Its marks are removed once the page has hydrated, when
 * the app's own render shows the same.
 */
export function applyCalendarFiltersEarly(doc: Document) {
  let filters: FilterState | undefined;
  let shown = new Set<number>();
  let reason: EmptyReason = 'unmatched';
  const marked = (name: string) => doc.querySelectorAll(`[${name}]`);

  whileParsing(doc, `[${FESTIVALS_ATTRIBUTE}], [${FESTIVAL_ID_ATTRIBUTE}], [${EMPTY_ATTRIBUTE}], #${filterControlIds.savedOnly}, #${filterControlIds.query}, option, button`, (element) => {
    if (element.hasAttribute(FESTIVALS_ATTRIBUTE)) {
      const festivals = JSON.parse(element.getAttribute(FESTIVALS_ATTRIBUTE) as string) as FilteredFestival[];
      filters = readFilters(new URLSearchParams(doc.location.search), filterOptions(festivals));
      const savedIds = storedItems(savedFestivalsKey).map(Number);
      shown = new Set(applyFilters(festivals, filters, savedIds).map((festival) => festival.id));
      reason = emptyReason(filters, savedIds);
      new MutationObserver((_records, observer) => {
        observer.disconnect();
        setTimeout(() => {
          for (const item of marked(FILTERED_OUT_ATTRIBUTE)) item.removeAttribute(FILTERED_OUT_ATTRIBUTE);
          for (const item of marked(SHOWN_ATTRIBUTE)) item.removeAttribute(SHOWN_ATTRIBUTE);
        });
      }).observe(doc.documentElement, { attributeFilter: ['data-hydrated'] });
    }
    if (!filters) return;
    const id = element.getAttribute(FESTIVAL_ID_ATTRIBUTE);
    if (id !== null && !shown.has(Number(id))) element.setAttribute(FILTERED_OUT_ATTRIBUTE, '');
    if (element.getAttribute(EMPTY_ATTRIBUTE) === reason && shown.size === 0) element.setAttribute(SHOWN_ATTRIBUTE, '');
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox') element.checked = filters.savedOnly;
      else element.value = filters.query;
    }
    for (const key of ['country', 'genre'] as const) {
      const select = doc.getElementById(filterControlIds[key]);
      if (element instanceof HTMLOptionElement && element.parentElement === select && element.value === filters[key]) element.selected = true;
      if (element instanceof HTMLButtonElement && element.previousElementSibling === select && filters[key] !== ALL) element.disabled = false;
    }
  });
}

/** This part is run on a page that lists the calendar: a page whose HTML carries this attribute. */
export const registeredBy = FESTIVALS_ATTRIBUTE;

export { applyCalendarFiltersEarly as showEarly };
