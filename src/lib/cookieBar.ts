import { readString, storageKeys } from '#src/lib/storage';

/** On the cookie banner, which every page prerenders hidden: what the boot script finds it by. */
export const COOKIE_BAR_ATTRIBUTE = 'data-cookie-bar';

/** The custom property the elements that keep clear of the cookie bar carry while it shows: its height. */
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

/** The rule of each document that carries the bar's height, in a style sheet of its own, made for the first selector published to. */
const heightRules = new WeakMap<Document, CSSStyleRule>();

function heightRule(doc: Document, docked: string): CSSStyleRule {
  let rule = heightRules.get(doc);
  if (!rule) {
    const sheet = new (doc.defaultView ?? window).CSSStyleSheet();
    sheet.insertRule(`${docked} {}`);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    rule = sheet.cssRules[0] as CSSStyleRule;
    heightRules.set(doc, rule);
  }
  return rule;
}

/**
 * While the bar shows, the elements that keep clear of it (`docked`, a selector: the root's
 * scroll padding, the footer, the toasts; src/styles/bottomDock.ts) carry its height. It is set
 * on them alone, through a rule of a style sheet of its own, and the property is registered as
 * not inherited (src/styles/global.css.ts): set on the root element, an inherited value restyled
 * the whole page, a long task on a phone, where this restyles a handful of elements. The value is
 * set only when the bar's height has changed, and removed when the bar is hidden. Returns what
 * stops it and removes the value.
 */
export function publishHeight(bar: HTMLElement, docked: string): () => void {
  const { style } = heightRule(bar.ownerDocument, docked);
  const observer = new ResizeObserver(() => {
    const height = bar.offsetHeight > 0 ? `${bar.offsetHeight}px` : '';
    if (style.getPropertyValue(COOKIE_BAR_HEIGHT) === height) return;
    if (height) style.setProperty(COOKIE_BAR_HEIGHT, height);
    else style.removeProperty(COOKIE_BAR_HEIGHT);
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    style.removeProperty(COOKIE_BAR_HEIGHT);
  };
}

/**
 * Shows the cookie banner from the prerendered page itself, before and whatever the app's
 * hydration (decision 050; the boot script runs this as it starts): unless consent is stored, the
 * banner's `hidden` goes when it is due, and its height is published to `docked` from then on. A
 * stored value that is not consent is left for the app to remove, when the banner hydrates.
 */
export function showCookieBarEarly(doc: Document, docked: string) {
  const win = doc.defaultView;
  if (!win) return;
  whenDue(win, () => {
    const bar = doc.querySelector<HTMLElement>(`[${COOKIE_BAR_ATTRIBUTE}]`);
    if (!bar || hasStoredConsent()) return;
    bar.hidden = false;
    publishHeight(bar, docked);
  });
}
