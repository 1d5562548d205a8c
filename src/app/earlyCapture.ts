// The inline script of every prerendered page (decision 017). The build bundles this file on its
// own and writes it into the head, ahead of the page's content and of every other script, so that
// early events are captured (decision 008) before anything is painted: a press can no longer come
// before the capture does, however late the page's scripts arrive. As the page is parsed, it also
// shows the visitor's stored toggles and the calendar's URL filters (decision 018), so that what a
// visitor presses before hydration is what the app then shows.
import { startEarlyEventCapture } from '#src/lib/earlyEvents';
import { showStoredToggles } from '#src/lib/earlyStoredToggles';
import { applyCalendarFiltersEarly } from '#src/pages/calendar/earlyCalendarFilters';

startEarlyEventCapture();
showStoredToggles(document);
applyCalendarFiltersEarly(document);
