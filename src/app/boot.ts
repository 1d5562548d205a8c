// The page's script tag, loaded `async` so it runs as soon as it arrives, even while the HTML is
// still being parsed. The prerendered HTML and the stylesheet paint first; the app's code is
// fetched once that first paint is on screen and then hydrates the page, so no script download
// competes with the content a visitor came for. Meanwhile a click, a submit or a key waits for the
// app instead of being lost (decision 008): the inline script at the top of every prerendered
// page's head started that capture before the body was parsed (decision 017). The development
// server's page has no inline script, so there this script starts the capture. It also shows the
// cookie banner, prerendered hidden, 500 ms after the load event (decision 050): in this script,
// which every page loads before its app, rather than in each page's inline script.
import { startEarlyEventCapture } from '#src/early/capture';
import { showCookieBarEarly } from '#src/lib/cookieBar';
import { dockedSelector } from '#src/styles/bottomDock';
import '#src/styles/global.css';

if (import.meta.env.DEV) startEarlyEventCapture();
showCookieBarEarly(document, dockedSelector);

/** If the browser never reports a paint (a blank page, say), the app loads after this long. */
const PAINT_WAIT_LIMIT_MS = 3000;

function loadApp() {
  void import('./entry-client');
}

function loadAfterFirstContentfulPaint() {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(limit);
    loadApp();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  const limit = setTimeout(start, PAINT_WAIT_LIMIT_MS);
}

function chooseWhenToLoad() {
  const prerendered = (document.getElementById('root')?.childElementCount ?? 0) > 0;
  const paintTimed = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!prerendered || document.visibilityState === 'hidden') {
    // Nothing to paint first (the development server), or a background tab that paints nothing.
    loadApp();
  } else if (paintTimed) {
    loadAfterFirstContentfulPaint();
  } else {
    requestAnimationFrame(() => setTimeout(loadApp, 0));
  }
}

// Running early, this script may arrive before the parser has reached the page's content.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', chooseWhenToLoad, { once: true });
else chooseWhenToLoad();
