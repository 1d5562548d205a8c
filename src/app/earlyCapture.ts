// The inline script of every prerendered page (decision 017). The build bundles this file on its
// own and writes it into the head, ahead of the page's content and of every other script, so that
// early events are captured (decision 008) before anything is painted: a press can no longer come
// before the capture does, however late the page's scripts arrive. As the page is parsed, it also
// shows the visitor's stored toggles and the calendar's URL filters (decision 018), and the gear
// checklist's stored view (decision 031), so that what a visitor presses before hydration is what
// the app then shows. Those parts are built in only for the pages that need them: each byte of
// this script is in every page it is written into.
import { startEarlyEventCapture } from '#src/lib/earlyEvents';
import { showStoredToggles } from '#src/lib/earlyStoredToggles';
import { applyCalendarFiltersEarly } from '#src/pages/calendar/earlyCalendarFilters';
import { showGearViewEarly } from '#src/pages/gear/earlyGearView';

/** Set by the build for each copy of the script (scripts/build.mjs). */
declare const EARLY_STORED_TOGGLES: boolean;
declare const EARLY_CALENDAR_FILTERS: boolean;
declare const EARLY_GEAR_VIEW: boolean;

startEarlyEventCapture();
if (EARLY_STORED_TOGGLES) showStoredToggles(document);
if (EARLY_CALENDAR_FILTERS) applyCalendarFiltersEarly(document);
if (EARLY_GEAR_VIEW) showGearViewEarly(document);
