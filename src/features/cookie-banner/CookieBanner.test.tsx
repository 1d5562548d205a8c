import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showCookieBarEarly } from '#src/lib/cookieBar';
import { dockedSelector } from '#src/styles/bottomDock';
import { early, hydrate, leavePage, markHydrated, page } from '#src/test/earlyPage';
import { renderWithRouter } from '#src/test/renderApp';
import { lazyIsland } from '#src/ui/lazyIsland';
import { CookieBanner } from './CookieBanner';
import { CookieBannerIsland } from './CookieBannerIsland';

const bar = () => document.querySelector<HTMLElement>('[aria-label="Cookie consent"]');
const shown = () => bar()?.checkVisibility() ?? false;
const accept = () => document.querySelector<HTMLButtonElement>('[aria-label="Cookie consent"] button');

/** The page's load event, as its navigation timing records it: `msAgo` before now. */
function loadedAgo(msAgo: number) {
  const loadEventStart = performance.now() - msAgo;
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ loadEventStart } as PerformanceNavigationTiming]);
  return loadEventStart;
}

/** The banner's HTML as the build prerenders it into every page: the island, its code loaded. */
async function serverHtml() {
  const ServerIsland = lazyIsland(() => import('./CookieBanner').then(({ CookieBanner }) => ({ default: CookieBanner })));
  await ServerIsland.preload();
  const { prelude } = await prerender(<ServerIsland />);
  return new Response(prelude).text();
}

const islandState = () => document.querySelector('[data-island]')?.getAttribute('data-island');

beforeEach(() => {
  vi.spyOn(console, 'error');
});

afterEach(() => {
  leavePage();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the cookie banner, rendered by the app', () => {
  it("renders hidden, as the server does, shows 500 ms after the page's load event, and stores consent on Accept & Close", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'performance'] });
    loadedAgo(0);
    const { screen } = await renderWithRouter(<CookieBanner />);
    expect(bar()?.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(shown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    const region = screen.getByRole('region', { name: 'Cookie consent' });
    await expect.element(region).toBeVisible();
    await expect.element(region.getByText('We save your choices in this browser.')).toBeVisible();
    await expect.element(region.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal#cookie-policy');
    await region.getByRole('button', { name: 'Accept & Close' }).click();
    await expect.element(region).not.toBeInTheDocument();
    expect(localStorage.getItem('cookie_consent')).toBe('true');
  });

  it('shows at once when the page loaded more than 500 ms ago', async () => {
    loadedAgo(501);
    const { screen } = await renderWithRouter(<CookieBanner />);
    await expect.element(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  });

  it('stays hidden when consent is stored', async () => {
    localStorage.setItem('cookie_consent', 'true');
    loadedAgo(1000);
    await renderWithRouter(<CookieBanner />);
    await vi.waitFor(() => expect(bar()).toBeNull());
  });

  it('treats a corrupt stored value as no consent and removes it', async () => {
    localStorage.setItem('cookie_consent', '{not json');
    loadedAgo(1000);
    const { screen } = await renderWithRouter(<CookieBanner />);
    await expect.element(screen.getByRole('button', { name: 'Accept & Close' })).toBeVisible();
    expect(localStorage.getItem('cookie_consent')).toBeNull();
  });
});

describe('the prerendered cookie banner', () => {
  it("is shown by the boot script, and hydrating it changes nothing on screen", async () => {
    const container = page(await serverHtml());
    loadedAgo(600);
    showCookieBarEarly(document, dockedSelector);
    expect(shown()).toBe(true);
    const changes: string[] = [];
    new MutationObserver((records) => changes.push(...records.map((record) => `${record.attributeName}: ${record.oldValue}`))).observe(bar() as HTMLElement, {
      attributes: true,
      attributeFilter: ['hidden'],
      attributeOldValue: true,
    });
    hydrate(container, <CookieBannerIsland />);
    markHydrated();
    // Near the viewport (it is the test page's only content), the island loads and hydrates.
    await vi.waitFor(() => expect(islandState()).toBe('hydrated'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown()).toBe(true);
    expect(changes).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
    accept()?.click();
    await vi.waitFor(() => expect(bar()).toBeNull());
    expect(localStorage.getItem('cookie_consent')).toBe('true');
  });

  it('hydrated before it is due, appears on time', async () => {
    const container = page(await serverHtml());
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'performance'] });
    const loaded = loadedAgo(100);
    hydrate(container, <CookieBannerIsland />);
    markHydrated();
    // Waiting with fake timers moves the clock on too.
    await vi.waitFor(() => expect(islandState()).toBe('hydrated'));
    await vi.advanceTimersByTimeAsync(loaded + 499 - performance.now());
    expect(shown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await expect.poll(shown).toBe(true);
  });

  it('keeps consent stored before hydration: the banner never shows, and hydrating it removes it', async () => {
    localStorage.setItem('cookie_consent', 'true');
    const container = page(await serverHtml());
    loadedAgo(600);
    showCookieBarEarly(document, dockedSelector);
    expect(shown()).toBe(false);
    hydrate(container, <CookieBannerIsland />);
    markHydrated();
    await vi.waitFor(() => expect(bar()).toBeNull());
  });

  it('takes Accept & Close pressed before the app has loaded: it waits, and applies once the banner has hydrated', async () => {
    const container = page(await serverHtml());
    loadedAgo(600);
    showCookieBarEarly(document, dockedSelector);
    accept()?.click();
    expect(early.capture?.pending()).toBe(1);
    expect(localStorage.getItem('cookie_consent')).toBeNull();
    expect(shown()).toBe(true);

    hydrate(container, <CookieBannerIsland />);
    markHydrated();
    await vi.waitFor(() => expect(bar()).toBeNull());
    expect(localStorage.getItem('cookie_consent')).toBe('true');
    expect(early.capture?.pending()).toBe(0);
  });
});
