import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#src/lib/storage';
import { COOKIE_BAR_ATTRIBUTE, COOKIE_BAR_HEIGHT, publishHeight, showCookieBarEarly } from './cookieBar';

let host: HTMLElement | undefined;

/** The banner as the server renders it in every page: hidden. */
function prerenderedBar(): HTMLElement {
  host = document.createElement('div');
  host.innerHTML = `<section ${COOKIE_BAR_ATTRIBUTE}="" hidden aria-label="Cookie consent" style="width: 320px">
    <p>We save your choices in this browser.</p><a href="/legal#cookie-policy">Cookie Policy</a><button type="button">Accept &amp; Close</button>
  </section>`;
  document.body.append(host);
  return host.querySelector('section') as HTMLElement;
}

/** The page's load event, as its navigation timing records it: `msAgo` before now. */
function loadedAgo(msAgo: number) {
  const loadEventStart = performance.now() - msAgo;
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ loadEventStart } as PerformanceNavigationTiming]);
}

/** The elements the tests treat as keeping clear of the bar. */
const DOCKED = ':root, footer';

const valueOn = (element: Element) => getComputedStyle(element).getPropertyValue(COOKIE_BAR_HEIGHT);
const published = () => valueOn(document.documentElement);

/** Lets the browser lay the page out, and its resize observers report. */
const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

beforeAll(() => {
  // As the site's global style sheet registers it (src/styles/global.css.ts; checked end to end
  // in tests/cookie-banner.spec.ts).
  CSS.registerProperty({ name: COOKIE_BAR_HEIGHT, syntax: '<length>', inherits: false, initialValue: '0px' });
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'performance'] });
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  host?.remove();
  // The script's observer watches its bar for the page's life: gone, the bar reports it once.
  await nextFrames();
  localStorage.clear();
});

describe("the bar's height", () => {
  it('reaches the elements that keep clear of the bar, not the rest of the page, and leaves the root element unchanged', async () => {
    const bar = prerenderedBar();
    const docked = document.createElement('footer');
    const inside = document.createElement('p');
    docked.append(inside);
    host!.append(docked);
    vi.useRealTimers();
    const stop = publishHeight(bar, DOCKED);
    bar.hidden = false;
    const height = `${bar.offsetHeight}px`;
    await vi.waitFor(() => expect(published()).toBe(height));
    expect(valueOn(docked)).toBe(height);
    // Not inherited: a change restyles the docked elements alone.
    expect(valueOn(inside)).toBe('0px');
    expect(valueOn(document.body)).toBe('0px');
    expect(document.documentElement.getAttribute('style') ?? '').not.toContain(COOKIE_BAR_HEIGHT);

    bar.hidden = true;
    await vi.waitFor(() => expect(published()).toBe('0px'));
    stop();
  });
});

describe('the cookie banner before hydration', () => {
  it("shows the banner 500 ms after the page's load event, then publishes its height", async () => {
    const bar = prerenderedBar();
    loadedAgo(200);
    showCookieBarEarly(document, DOCKED);
    vi.advanceTimersByTime(299);
    expect(bar.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.hidden).toBe(false);
    vi.useRealTimers();
    await vi.waitFor(() => expect(published()).toBe(`${bar.offsetHeight}px`));
    expect(bar.offsetHeight).toBeGreaterThan(0);
  });

  it('shows it at once when the page loaded more than 500 ms ago', () => {
    const bar = prerenderedBar();
    loadedAgo(501);
    showCookieBarEarly(document, DOCKED);
    expect(bar.hidden).toBe(false);
  });

  it('counts from the load event when the page is still loading', () => {
    const bar = prerenderedBar();
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    try {
      showCookieBarEarly(document, DOCKED);
      vi.advanceTimersByTime(2000);
      expect(bar.hidden).toBe(true);
      loadedAgo(0);
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(499);
      expect(bar.hidden).toBe(true);
      vi.advanceTimersByTime(1);
      expect(bar.hidden).toBe(false);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('leaves the banner hidden, and the root element alone, when consent is stored', async () => {
    localStorage.setItem(storageKeys.cookieConsent, 'true');
    const bar = prerenderedBar();
    loadedAgo(0);
    showCookieBarEarly(document, DOCKED);
    vi.advanceTimersByTime(1000);
    expect(bar.hidden).toBe(true);
    vi.useRealTimers();
    await nextFrames();
    expect(published()).toBe('0px');
  });

  it('shows the banner for a corrupt stored value, which it leaves to the app to remove', () => {
    localStorage.setItem(storageKeys.cookieConsent, '{not json');
    const bar = prerenderedBar();
    loadedAgo(600);
    showCookieBarEarly(document, DOCKED);
    expect(bar.hidden).toBe(false);
    expect(localStorage.getItem(storageKeys.cookieConsent)).toBe('{not json');
  });

  it("keeps the published height right as the bar's height changes, never sets the same value twice, and clears it when the bar hides", async () => {
    vi.useRealTimers();
    const bar = prerenderedBar();
    loadedAgo(600);
    const setProperty = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    const heightsSet = () => setProperty.mock.calls.filter(([name]) => name === COOKIE_BAR_HEIGHT).length;
    showCookieBarEarly(document, DOCKED);
    await vi.waitFor(() => expect(published()).toBe(`${bar.offsetHeight}px`));
    const oneRow = bar.offsetHeight;

    // Wider, on the same rows: the height is unchanged, and so is the published value.
    bar.style.width = '330px';
    await nextFrames();
    expect(bar.offsetHeight).toBe(oneRow);
    expect(heightsSet()).toBe(1);

    // Narrow: the text wraps, and the bar grows.
    bar.style.width = '90px';
    await vi.waitFor(() => expect(published()).toBe(`${bar.offsetHeight}px`));
    expect(bar.offsetHeight).toBeGreaterThan(oneRow);
    expect(heightsSet()).toBe(2);

    bar.hidden = true;
    await vi.waitFor(() => expect(published()).toBe('0px'));
  });
});
