import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { secretsInFolder } from '../scripts/secretScan.mjs';
import { scriptHash } from '../scripts/securityPolicy.mjs';
import { expect, test, waitForHydration } from './fixtures';
import { allRoutes } from './routes';

const dist = process.env.BUILD_OUT_DIR ?? 'dist';
const affiliateHosts = /(^|\.)(amazon\.[a-z.]+|booking\.com|skyscanner\.[a-z.]+|getyourguide\.com)$/;

test('every prerendered page carries the Content-Security-Policy', async () => {
  for (const route of allRoutes) {
    const file = route.path === '/' ? join(dist, 'index.html') : join(dist, route.path, 'index.html');
    const html = await readFile(file, 'utf8');
    const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    expect(csp, route.path).toBeDefined();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.perplexity\.ai https:\/\/e2e-project\.supabase\.co https:\/\/maps\.googleapis\.com /);
    expect(csp?.match(/connect-src [^;]*/)?.[0]).not.toContain('*');
    expect(csp).toContain('https://maps.googleapis.com');
    // The one inline script, the early-event capture, is allowed by its hash and nothing else is
    // (structured data is not a script the browser runs).
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>(.*?)<\/script>/gs)].map(([, script]) => script ?? '');
    expect(inlineScripts, route.path).toHaveLength(1);
    expect(csp?.match(/script-src [^;]*/)?.[0]).toBe(`script-src 'self' ${scriptHash(inlineScripts[0] ?? '')} https://maps.googleapis.com https://maps.gstatic.com`);
  }
});

/** A headers file as {path pattern: {header: value}}, from `_headers` or from vercel.json. */
type HeaderTable = Record<string, Record<string, string>>;

function readHeadersFile(text: string): HeaderTable {
  const table: HeaderTable = {};
  let current: Record<string, string> = {};
  for (const line of text.split('\n').filter(Boolean)) {
    if (!line.startsWith(' ')) table[line] = current = {};
    else current[line.slice(0, line.indexOf(':')).trim()] = line.slice(line.indexOf(':') + 1).trim();
  }
  return table;
}

function readVercelJson(text: string): HeaderTable {
  const config: { headers: { source: string; headers: { key: string; value: string }[] }[] } = JSON.parse(text);
  return Object.fromEntries(
    config.headers.map(({ source, headers }) => [source.replace('(.*)', '*'), Object.fromEntries(headers.map(({ key, value }) => [key, value]))]),
  );
}

test('the headers files for static hosts (the built _headers, the vercel.json beside the project) send every security header', async () => {
  const hosts = {
    _headers: readHeadersFile(await readFile(join(dist, '_headers'), 'utf8')),
    'vercel.json': readVercelJson(await readFile('vercel.json', 'utf8')),
  };
  for (const [file, table] of Object.entries(hosts)) {
    const everyPath = table['/*'] ?? {};
    expect(everyPath['Strict-Transport-Security'], file).toBe('max-age=63072000; includeSubDomains');
    expect(everyPath['Cross-Origin-Opener-Policy'], file).toBe('same-origin');
    expect(everyPath['X-Frame-Options'], file).toBe('DENY');
    expect(everyPath['Referrer-Policy'], file).toBe('strict-origin-when-cross-origin');
    expect(everyPath['X-Content-Type-Options'], file).toBe('nosniff');
    expect(everyPath['Permissions-Policy'], file).toBe('geolocation=(self), camera=(), microphone=(), payment=(), usb=()');
    expect(everyPath['Content-Security-Policy'], file).toContain("frame-ancestors 'none'");
    expect(everyPath['Content-Security-Policy'], file).not.toContain('script-src');
    expect(everyPath['Content-Security-Policy'], file).toContain("object-src 'none'");
    expect(table['/assets/*'], file).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  }
  expect(hosts['vercel.json']).toEqual(hosts._headers);
});

for (const route of allRoutes) {
  test(`every external link on ${route.path} opens safely, and affiliate links are marked sponsored`, async ({ page }) => {
    await page.goto(route.path);
    await waitForHydration(page);
    const links = await page.locator('a[href^="http"]').evaluateAll((anchors) =>
      anchors.map((a) => ({ href: (a as HTMLAnchorElement).href, rel: a.getAttribute('rel') ?? '', target: a.getAttribute('target') })),
    );
    for (const link of links) {
      const where = `${route.path} → ${link.href}`;
      const rel = link.rel.split(/\s+/);
      expect(rel, where).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(link.target, where).toBe('_blank');
      if (affiliateHosts.test(new URL(link.href).hostname)) expect(rel, where).toContain('sponsored');
    }
  });
}

test('the build holds no secret: no JWT but the anon key, no Supabase secret key, no VITE_ value named like a secret', async () => {
  expect(await secretsInFolder(dist)).toEqual([]);
});
