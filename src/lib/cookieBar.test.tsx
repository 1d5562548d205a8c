import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#src/lib/storage';
import { COOKIE_BAR_ATTRIBUTE, COOKIE_BAR_HEIGHT, showCookieBarEarly } from './cookieBar';

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

const published = () => document.documentElement.style.getPropertyValue(COOKIE_BAR_HEIGHT);

/** Lets the browser lay the page out, and its resize observers report. */
const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'performance'] });
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  host?.remove();
  // The script's observer watches its bar for the page's life: gone, the bar reports it once.
  await nextFrames();
  document.documentElement.style.removeProperty(COOKIE_BAR_HEIGHT);
  localStorage.clear();
});

describe('the cookie banner before hydration', () => {
  it("shows the banner 500 ms after the page's load event, then publishes its height on the root element", async () => {
    const bar = prerenderedBar();
    loadedAgo(200);
    showCookieBarEarly(document);
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
    showCookieBarEarly(document);
    expect(bar.hidden).toBe(false);
  });

  it('counts from the load event when the page is still loading', () => {
    const bar = prerenderedBar();
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    try {
      showCookieBarEarly(document);
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
    showCookieBarEarly(document);
    vi.advanceTimersByTime(1000);
    expect(bar.hidden).toBe(true);
    vi.useRealTimers();
    await nextFrames();
    expect(published()).toBe('');
  });

  it('shows the banner for a corrupt stored value, which it leaves to the app to remove', () => {
    localStorage.setItem(storageKeys.cookieConsent, '{not json');
    const bar = prerenderedBar();
    loadedAgo(600);
    showCookieBarEarly(document);
    expect(bar.hidden).toBe(false);
    expect(localStorage.getItem(storageKeys.cookieConsent)).toBe('{not json');
  });

  it("keeps the published height right as the bar's height changes, never sets the same value twice, and clears it when the bar hides", async () => {
    vi.useRealTimers();
    const bar = prerenderedBar();
    loadedAgo(600);
    const setProperty = vi.spyOn(document.documentElement.style, 'setProperty');
    showCookieBarEarly(document);
    await vi.waitFor(() => expect(published()).toBe(`${bar.offsetHeight}px`));
    const oneRow = bar.offsetHeight;

    // Wider, on the same rows: the height is unchanged, and so is the root element.
    bar.style.width = '330px';
    await nextFrames();
    expect(bar.offsetHeight).toBe(oneRow);
    expect(setProperty).toHaveBeenCalledOnce();

    // Narrow: the text wraps, and the bar grows.
    bar.style.width = '90px';
    await vi.waitFor(() => expect(published()).toBe(`${bar.offsetHeight}px`));
    expect(bar.offsetHeight).toBeGreaterThan(oneRow);
    expect(setProperty).toHaveBeenCalledTimes(2);

    bar.hidden = true;
    await vi.waitFor(() => expect(published()).toBe(''));
  });
});
