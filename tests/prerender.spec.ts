import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LOCAL_ORIGINS } from '../scripts/siteOrigin.mjs';
import { expect, test, waitForHydration } from './fixtures';
import { allRoutes, unindexedPaths } from './routes';

test.describe('prerendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of allRoutes) {
    test(`${route.path} is readable without JavaScript`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeAttached();
    });
  }

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

test('every page has its own title, description, canonical link and Open Graph tags', async () => {
  const titles = new Set<string>();
  for (const route of allRoutes) {
    const dist = process.env.BUILD_OUT_DIR ?? 'dist';
    const file = route.path === '/' ? join(dist, 'index.html') : join(dist, route.path, 'index.html');
    const html = await readFile(file, 'utf8');
    const title = html.match(/<title>(.*?)<\/title>/)?.[1] ?? '';
    expect(title, route.path).not.toBe('');
    titles.add(title);
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html).toContain(`<link rel="canonical" href="${LOCAL_ORIGINS.e2e}${route.path === '/' ? '/' : route.path}"`);
    expect(html).toContain(`<meta property="og:url" content="${LOCAL_ORIGINS.e2e}${route.path === '/' ? '/' : route.path}"`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  }
  expect(titles.size).toBe(allRoutes.length);
});

/** The head's tags that say what the page is (everything but scripts, styles and preloads), in `html` or else the live page. */
function describingTags(page: Page, html?: string) {
  return page.evaluate((source) => {
    const head = source === undefined ? document.head : new DOMParser().parseFromString(source, 'text/html').head;
    const tags = head.querySelectorAll('title, meta, link:not([rel="stylesheet"]):not([rel="modulepreload"]):not([rel="preload"])');
    return [...tags].map((tag) => tag.outerHTML).sort();
  }, html);
}

test('after client-side navigation, the head carries the same tags as the prerendered page', async ({ page, request }) => {
  const prerendered = await (await request.get('/festival-guides')).text();
  await page.goto('/community');
  await waitForHydration(page);
  const before = await describingTags(page);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Guides' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Festival Guides');
  const expected = await describingTags(page, prerendered);
  expect(expected).toContain('<title>Festival Guides | Festival Compass</title>');
  await expect.poll(() => describingTags(page)).toEqual(expected);
  expect(expected).not.toEqual(before);
});

test('sitemap.xml lists every route but the noindex ones, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of allRoutes) {
    const entry = `<loc>${LOCAL_ORIGINS.e2e}${route.path}</loc>`;
    if (unindexedPaths.includes(route.path)) expect(sitemap).not.toContain(entry);
    else expect(sitemap).toContain(entry);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${LOCAL_ORIGINS.e2e}/sitemap.xml`);
});

test('the production build ships no mock service worker', async ({ request }) => {
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404);
});
