// The inline script of every prerendered page (decision 017). The build bundles it on its own and
// writes it into the head, ahead of the page's content and of every other script, so that early
// events are captured (decision 008) before anything is painted: a press can no longer come before
// the capture does, however late the page's scripts arrive. As the page is parsed, its page parts
// (parts/) also show the visitor's stored toggles and the calendar's URL filters (decision 018),
// and the gear checklist's stored view (decision 031), so that what a visitor presses before
// hydration is what the app then shows. Each part (a module exporting `registeredBy`, the
// attribute that calls for it, and `showEarly`) is built in, after this module, only for the pages
// whose HTML carries its attribute (scripts/build.mjs): each byte of this script is in every page
// it is written into.
import { startEarlyEventCapture } from './capture';

startEarlyEventCapture();
