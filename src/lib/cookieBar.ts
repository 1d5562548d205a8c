import { readString, storageKeys } from '#src/lib/storage';

/** On the cookie banner, which every page prerenders hidden: what the boot script finds it by. */
export const COOKIE_BAR_ATTRIBUTE = 'data-cookie-bar';

/** The custom property the root element carries while the cookie bar shows: the bar's height. */
export const COOKIE_BAR_HEIGHT = '--cookie-bar-height';

/** How long after the page's load event the banner shows. */
export const COOKIE_BAR_DELAY_MS = 500;

/** The stored value that means the visitor consented; anything else is no consent. */
export const CONSENT = 'true';

export const hasStoredConsent = () => readString(storageKeys.cookieConsent) === CONSENT;

/**
 * Calls `due` when the banner is due: `COOKIE_BAR_DELAY_MS` after the window's load event, at
 * once if that has passed. Returns what cancels the wait. The boot script and the app both wait
 * through this, so they agree on the moment.
 */
export function whenDue(win: Window, due: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const count = () => {
    const [navigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const now = win.performance.now();
    const wait = (navigation?.loadEventStart || now) + COOKIE_BAR_DELAY_MS - now;
    if (wait > 0) timer = setTimeout(due, wait);
    else due();
  };
  if (win.document.readyState === 'complete') count();
  else win.addEventListener('load', count, { once: true });
  return () => {
    win.removeEventListener('load', count);
    clearTimeout(timer);
  };
}

/**
 * While the bar shows, the root element carries its height, so the toasts and the page's scroll
 * padding keep clear of it (src/styles/bottomDock.ts). A change on the root element restyles the
 * whole page, so the value is set only when the bar's height has changed, and removed when the bar
 * is hidden. Returns what stops it and removes the value.
 */
export function publishHeight(bar: HTMLElement): () => void {
  const root = bar.ownerDocument.documentElement;
  const observer = new ResizeObserver(() => {
    const height = bar.offsetHeight > 0 ? `${bar.offsetHeight}px` : '';
    if (root.style.getPropertyValue(COOKIE_BAR_HEIGHT) === height) return;
    if (height) root.style.setProperty(COOKIE_BAR_HEIGHT, height);
    else root.style.removeProperty(COOKIE_BAR_HEIGHT);
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty(COOKIE_BAR_HEIGHT);
  };
}

/**
 * Shows the cookie banner from the prerendered page itself, before and whatever the app's
 * hydration: the boot script runs this as it starts (decision 050): unless consent is stored, the banner's `hidden` goes when it is due,
 * and its height is published from then on. A stored value that is not consent is left for the
 * app to remove, when the banner hydrates.
 */
export function showCookieBarEarly(doc: Document) {
  const win = doc.defaultView;
  if (!win) return;
  whenDue(win, () => {
    const bar = doc.querySelector<HTMLElement>(`[${COOKIE_BAR_ATTRIBUTE}]`);
    if (!bar || hasStoredConsent()) return;
    bar.hidden = false;
    publishHeight(bar);
  });
}
