import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets } from './budgets.mjs';
import { buildServiceWorker, precacheSize } from './serviceWorker.mjs';

/** A small build output: pages, chunks, the stylesheet, images and the files a host reads. */
const site = {
  'index.html': '<h1>Home</h1>',
  'festival-map/index.html': '<h1>Map</h1>',
  'festival-guides/coachella/index.html': '<h1>Coachella</h1>',
  '404.html': '<h1>Not found</h1>',
  'assets/entry-client-abc123.js': 'console.info("app");',
  'assets/style-def456.css': 'body{}',
  'images/posters/coachella.svg': '<svg/>',
  'icons/icon-192.png': '\x89PNG',
  'manifest.webmanifest': '{}',
  'favicon.svg': '<svg/>',
  '_headers': '/*\n  X-Frame-Options: DENY',
  'robots.txt': 'User-agent: *',
  'sitemap.xml': '<urlset/>',
};

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'service-worker-'));
  for (const [file, text] of Object.entries(site)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), text);
  }
}, 60_000);

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

/** The precache list written into sw.js, as [url, revision] pairs. */
async function precacheList() {
  const worker = await readFile(join(dist, 'sw.js'), 'utf8');
  const list = /(\[\{"?revision"?:.*?\}\])/s.exec(worker)?.[1] ?? /(\[\{"?url"?:.*?\}\])/s.exec(worker)?.[1];
  expect(list, 'the precache list in sw.js').toBeDefined();
  return (JSON.parse(list ?? '[]') as { url: string; revision: string | null }[]).map(({ url, revision }) => [url, revision] as const);
}

describe('buildServiceWorker', () => {
  it('writes sw.js with every page, chunk, stylesheet, image, icon and the manifest in its precache, and reports its size', async () => {
    const result = await buildServiceWorker({ dist });
    const urls = (await precacheList()).map(([url]) => url).sort();
    expect(urls).toEqual(
      [
        '404.html',
        'assets/entry-client-abc123.js',
        'assets/style-def456.css',
        'favicon.svg',
        'festival-guides/coachella/index.html',
        'festival-map/index.html',
        'icons/icon-192.png',
        'images/posters/coachella.svg',
        'index.html',
        'manifest.webmanifest',
      ].sort(),
    );
    expect(result.count).toBe(10);
    expect(result.size).toBe(await precacheSize(dist));
    expect(result.size).toBeLessThan(budgets.precacheBytes.limit);
  }, 60_000);

  it('revisions files whose names carry no hash, and trusts the hash in built chunk names', async () => {
    await buildServiceWorker({ dist });
    const revisions = Object.fromEntries(await precacheList());
    expect(revisions['assets/entry-client-abc123.js']).toBeNull();
    expect(revisions['index.html']).toMatch(/^[0-9a-f]{32}$/);
  }, 60_000);

  it('bundles the worker with no module imports and no reference to the Node process left', async () => {
    await buildServiceWorker({ dist });
    const worker = await readFile(join(dist, 'sw.js'), 'utf8');
    expect(worker).not.toMatch(/^\s*import\s/m);
    expect(worker).not.toContain('process.env');
    expect(worker).toContain('SKIP_WAITING');
  }, 60_000);
});
