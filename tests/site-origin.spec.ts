import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LOCAL_ORIGINS } from '../scripts/siteOrigin.mjs';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The site's address comes from the build's configuration: the end-to-end build (its local
 * origin) and a production build with SITE_URL name themselves, each in its canonical links,
 * sitemap.xml, robots.txt and calendar files, and neither names the old placeholder domain.
 */
const e2eDist = process.env.BUILD_OUT_DIR ?? 'dist';
const productionOrigin = 'https://festivals.example.org';
const placeholderDomain = 'festivalcompass.example';

let productionDist = '';
let productionServer: ReturnType<typeof spawn> | undefined;
let productionUrl = '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(400_000);
  productionDist = await mkdtemp(join(tmpdir(), 'site-origin-'));
  const environment: NodeJS.ProcessEnv = { ...process.env, SITE_URL: productionOrigin, BUILD_OUT_DIR: productionDist };
  delete environment.NODE_ENV;
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { env: environment, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  productionServer = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', '--dir', productionDist]);
  productionUrl = await new Promise<string>((resolve, reject) => {
    productionServer?.stdout?.on('data', (chunk: Buffer) => {
      const url = /http:\/\/localhost:\d+\//.exec(chunk.toString())?.[0];
      if (url) resolve(url);
    });
    productionServer?.on('exit', () => reject(new Error('the server of the production build stopped')));
  });
});

test.afterAll(async () => {
  productionServer?.kill();
  await rm(productionDist, { recursive: true, force: true });
});

const builds = () => [
  { name: 'the end-to-end build', dist: e2eDist, origin: LOCAL_ORIGINS.e2e, served: `http://localhost:${process.env.E2E_PORT ?? 4173}/` },
  { name: 'a production build with SITE_URL', dist: productionDist, origin: productionOrigin, served: productionUrl },
];

async function calendarFileOf(page: Page, served: string) {
  await page.goto(new URL('/festival-calendar', served).href);
  await waitForHydration(page);
  const card = page.getByRole('article', { name: 'Tomorrowland' });
  await card.getByRole('button', { name: 'Tomorrowland', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Add to calendar' }).click();
  return readFile((await (await downloading).path()) ?? '', 'utf8');
}

test('each build names its own address in canonical links, og:url, the sitemap, robots.txt and the contact address', async () => {
  for (const { name, dist, origin } of builds()) {
    const guide = await readFile(join(dist, 'festival-guides', 'tomorrowland', 'index.html'), 'utf8');
    expect(guide, name).toContain(`<link rel="canonical" href="${origin}/festival-guides/tomorrowland"`);
    expect(guide, name).toContain(`<meta property="og:url" content="${origin}/festival-guides/tomorrowland"`);
    const sitemapUrls = [...(await readFile(join(dist, 'sitemap.xml'), 'utf8')).matchAll(/<loc>(.*?)<\/loc>/g)].map(([, url]) => url ?? '');
    expect(sitemapUrls.length, name).toBeGreaterThan(10);
    expect(sitemapUrls.every((url) => url.startsWith(`${origin}/`)), name).toBe(true);
    expect(await readFile(join(dist, 'robots.txt'), 'utf8'), name).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const legal = await readFile(join(dist, 'legal', 'index.html'), 'utf8');
    expect(legal, name).toContain(`mailto:hello@${new URL(origin).hostname}`);
  }
  const [e2eSitemap, productionSitemap] = await Promise.all(builds().map(({ dist }) => readFile(join(dist, 'sitemap.xml'), 'utf8')));
  expect(productionSitemap?.replaceAll(productionOrigin, LOCAL_ORIGINS.e2e)).toBe(e2eSitemap);
});

test("each build's calendar file names its own address in its UIDs and links, the same on every download", async ({ page }) => {
  const files = [];
  for (const { origin, served } of builds()) {
    const file = await calendarFileOf(page, served);
    const host = new URL(origin).hostname;
    expect(file).toMatch(new RegExp(`^UID:festival-\\d+-2027@${host.replaceAll('.', '\\.')}\\r$`, 'm'));
    expect(file.replace(/\r\n /g, '')).toContain(`${origin}/festival-guides/tomorrowland`);
    expect(file.replace(/\r\n /g, '')).toContain(`${origin}/gear-checklists`);
    expect(await calendarFileOf(page, served), 'a second download keeps its UIDs').toBe(file);
    files.push(file.replace(/\r\n /g, ''));
  }
  const [local, production] = files;
  expect(production?.replaceAll(productionOrigin, LOCAL_ORIGINS.e2e).replaceAll(new URL(productionOrigin).hostname, 'localhost')).toBe(local);
});

test('no file of either build names the placeholder domain', async () => {
  for (const { name, dist } of builds()) {
    const entries = await readdir(dist, { withFileTypes: true, recursive: true });
    const files = entries.filter((entry) => entry.isFile() && /\.(js|html|json|txt|xml|webmanifest|css)$/.test(entry.name));
    expect(files.length, name).toBeGreaterThan(20);
    for (const entry of files) {
      const file = join(entry.parentPath, entry.name);
      expect((await readFile(file, 'utf8')).includes(placeholderDomain), `${file} names ${placeholderDomain}`).toBe(false);
    }
  }
});
