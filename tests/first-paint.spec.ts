import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildDir } from '../playwright.config';
import { expect, test } from './fixtures';
import { allRoutes } from './routes';

/**
 * The first paint shows a whole page. A slow phone's browser paints as it parses; a page painted
 * half parsed moves as its later parts arrive (a row whose last control is still empty grows when
 * its text comes), and each such move counts as a layout shift. index.html's
 * `<link rel="expect" href="#top" blocking="render">` holds rendering until parsing ends: "#top"
 * names the top of the document, not an element. (Expecting `#main`, as it once did, Chrome
 * painted as soon as main's start tag was parsed.)
 *
 * Here the calendar's HTML arrives in two parts, cut inside the first filter's Reset button, from
 * a server of the test's own that passes every other request on to the site.
 */
async function serveInTwoParts(origin: string, path: string) {
  const html = await (await fetch(new URL(path, origin))).text();
  const cut = html.indexOf('>Reset<') + 1;
  if (cut === 0) throw new Error(`${path} has no Reset button to cut its HTML inside.`);
  let sendTheRest = () => {};
  const restAllowed = new Promise<void>((resolve) => {
    sendTheRest = resolve;
  });
  const server: Server = createServer(async (request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      await restAllowed;
      response.end(html.slice(cut));
      return;
    }
    const passed = await fetch(new URL(request.url ?? '/', origin));
    response.writeHead(passed.status, { 'content-type': passed.headers.get('content-type') ?? 'application/octet-stream' });
    response.end(Buffer.from(await passed.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}${path}`, sendTheRest, close: () => new Promise((resolve) => server.close(resolve)) };
}

const paints = () => (window as Window & { paints?: number }).paints;

test('a page whose HTML arrives in parts is painted only when it is whole, and nothing on it shifts', async ({ page, baseURL }) => {
  const twoParts = await serveInTwoParts(baseURL as string, '/festival-calendar');
  try {
    // Observers, not the performance timeline: the tests' fixed clock hides the timeline's entries.
    await page.addInitScript(() => {
      const win = window as Window & { paints?: number; shifts?: number[] };
      win.paints = 0;
      win.shifts = [];
      new PerformanceObserver((list) => {
        win.paints = (win.paints ?? 0) + list.getEntries().length;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) win.shifts?.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(twoParts.url, { waitUntil: 'commit' });
    // The first part is parsed up to the empty Reset button, and the page's styles are loaded: a
    // browser free to paint now would do so within a frame or two. (Polled on a timer: while
    // rendering waits, so do animation frames.)
    await page.waitForFunction(() => document.querySelector('#main button') !== null && document.styleSheets.length > 0, null, { polling: 100 });
    await page.waitForTimeout(1000);
    expect(await page.evaluate(paints)).toBe(0);

    twoParts.sendTheRest();
    await expect(page.getByRole('button', { name: 'Reset country' })).toBeVisible();
    await expect.poll(() => page.evaluate(paints)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as Window & { shifts?: number[] }).shifts)).toEqual([]);
  } finally {
    await twoParts.close();
  }
});

test('every page waits for its whole HTML: the link expects the top of the document, and no element is named "top"', async () => {
  for (const route of allRoutes) {
    const html = await readFile(join(buildDir, route.path, 'index.html'), 'utf8');
    expect(html, route.path).toContain('<link rel="expect" href="#top" blocking="render" />');
    // An element with the id or name "top" would end the wait where it is parsed.
    expect(html, route.path).not.toMatch(/\s(id|name)="top"/);
  }
});
