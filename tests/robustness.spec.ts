import { expect, test, waitForHydration } from './fixtures';
import { staticRoutes } from './routes';

// Each test visits many pages in a row.
test.describe.configure({ timeout: 120_000 });

const hostileSuffixes = [
  '?festivalId=%3Cscript%3Ealert(1)%3C%2Fscript%3E&lat=NaN&lng=1e999',
  '?festivalId=2&lat=91&lng=-181',
  '?country=%E0%A4%A&genre=%%&q=' + 'x'.repeat(2000),
  '?country=Belgium&country=Nowhere&genre[]=Techno',
  '#%E0%A4%A',
  '#"><img src=x onerror=alert(1)>',
  '?__proto__[polluted]=1&constructor=1',
];

const corruptStorage: Record<string, string> = {
  cookie_consent: '{"accepted":',
  perplexity_api_key: '   ',
  pinned_map_location: '{"lat":"north","lng":null}',
};

test.describe('hostile addresses', () => {
  for (const route of staticRoutes) {
    test(`${route.path} survives odd query strings and hashes`, async ({ page, pageErrors }) => {
      // The map script is unreachable in this sweep: it fails like a blocked network would.
      await page.route('https://maps.googleapis.com/**', (r) => r.abort('failed'));
      for (const suffix of hostileSuffixes) {
        await page.goto(`${route.path}${suffix}`);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
      expect(pageErrors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
    });
  }
});

test.describe('corrupt stored values', () => {
  for (const route of staticRoutes) {
    test(`${route.path} survives corrupt localStorage`, async ({ page, pageErrors }) => {
      await page.route('https://maps.googleapis.com/**', (r) => r.abort('failed'));
      await page.addInitScript((values) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, corruptStorage);
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(pageErrors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
    });
  }
});

test('valid stored values are never lost by visiting every page', async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (r) => r.abort('failed'));
  const valid = { cookie_consent: 'true', perplexity_api_key: 'pplx-test-key', pinned_map_location: '{"lat":51.5,"lng":-0.12}' };
  await page.goto('/');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, valid);
  for (const route of staticRoutes) {
    await page.goto(route.path);
    await waitForHydration(page);
  }
  const stored = await page.evaluate(() => ({
    cookie_consent: localStorage.getItem('cookie_consent'),
    perplexity_api_key: localStorage.getItem('perplexity_api_key'),
    pinned_map_location: localStorage.getItem('pinned_map_location'),
  }));
  expect(stored).toEqual(valid);
});

test('a hanging map script leaves the page usable', async ({ page, pageErrors }) => {
  await page.route('https://maps.googleapis.com/**', () => {
    // Never answered: the request hangs like a stalled network.
  });
  await page.goto('/festival-map');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interactive Festival Map');
  await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
  expect(pageErrors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
});
