import { expect, test, waitForHydration } from './fixtures';
import { allRoutes } from './routes';

test.describe('hydration', () => {
  for (const route of allRoutes) {
    test(`${route.path} hydrates without errors or warnings`, async ({ page, pageErrors }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      expect(pageErrors).toEqual([]);
      expect(warnings.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
    });
  }
});

test('the home page loads no map, auth, date-picker or chat code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const names = scripts.map((url) => new URL(url).pathname).join(' ');
  expect(names).not.toMatch(/MapPage|AuthPage|CalendarPage|ChatDialog|supabase|day-picker|google/i);
});

test('the page paints before the app code is fetched: one small script first, the rest after first paint', async ({ page }) => {
  await page.goto('/legal');
  await waitForHydration(page);
  // Read through PerformanceObserver: the fixed test clock stands in for parts of `performance`.
  const timings = await page.evaluate(async () => {
    const entries = (type: string) =>
      new Promise<PerformanceEntryList>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type, buffered: true });
      });
    const paint = (await entries('paint')).find((entry) => entry.name === 'first-contentful-paint');
    const scripts = (await entries('resource')).filter((entry) => entry.name.endsWith('.js'));
    return { paint: paint?.startTime, scripts: scripts.map((entry) => ({ name: entry.name, start: entry.startTime })) };
  });
  const html = await (await page.request.get('/legal')).text();
  expect(html.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
  expect(html).not.toContain('modulepreload');
  expect(timings.paint).toBeDefined();
  const [boot, ...app] = timings.scripts.sort((a, b) => a.start - b.start);
  expect(boot?.start).toBeLessThan(timings.paint ?? 0);
  expect(app.length).toBeGreaterThan(0);
  for (const script of app) expect(script.start, script.name).toBeGreaterThan(timings.paint ?? Infinity);
});

test("the app's code arrives as one file: the boot script imports nothing itself and preloads only the entry's chunk and the bundler's runtime", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const bootPath = html.match(/<script\b[^>]*\bsrc="([^"]+)"/)?.[1];
  expect(bootPath).toBeDefined();
  const boot = await (await request.get(bootPath ?? '')).text();
  // A static import would load before the page paints; the app comes by a dynamic import().
  expect(boot).not.toMatch(/(^|[;}\n])import\s*[\w{*]/);
  const preloaded = boot.match(/"assets\/[^"]+\.js"/g) ?? [];
  expect(preloaded.map((name) => name.replace(/-[\w-]{8}\.js"$/, '').replace('"assets/', '')).sort()).toEqual(['entry-client', 'rolldown-runtime']);
});

test('every script of the app asks the browser to compile its functions as the file loads, the idle prefetch and a lazy page included (decision 051)', async ({ page }) => {
  const scripts: Promise<{ path: string; firstLine: string }>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) {
      scripts.push(response.text().then((text) => ({ path, firstLine: text.split('\n', 1)[0] ?? '' })));
    }
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Global Festival Calendar');
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  expect(loaded.map(({ path }) => path).join(' ')).toMatch(/CalendarPage/);
  expect(loaded.filter(({ firstLine }) => firstLine !== '//# allFunctionsCalledOnLoad').map(({ path }) => path)).toEqual([]);
});
