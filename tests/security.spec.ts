import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, waitForHydration } from './fixtures';
import { allRoutes } from './routes';

const dist = process.env.BUILD_OUT_DIR ?? 'dist';
const affiliateHosts = /(^|\.)(amazon\.[a-z.]+|booking\.com|skyscanner\.[a-z.]+|getyourguide\.com)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

test('every prerendered page carries the Content-Security-Policy', async () => {
  for (const route of allRoutes) {
    const file = route.path === '/' ? join(dist, 'index.html') : join(dist, route.path, 'index.html');
    const html = await readFile(file, 'utf8');
    const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    expect(csp, route.path).toBeDefined();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.perplexity\.ai/);
    expect(csp).toContain('https://maps.googleapis.com');
  }
  const headers = await readFile(join(dist, '_headers'), 'utf8');
  for (const header of ['Content-Security-Policy', 'Referrer-Policy', 'X-Content-Type-Options: nosniff', 'Permissions-Policy: geolocation=(self)']) {
    expect(headers).toContain(header);
  }
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

test('the build holds no secret beyond the public anon key', async () => {
  const secretPatterns = [/pplx-[A-Za-z0-9]{16,}/, /service_role/, /sk-[A-Za-z0-9]{20,}/, /-----BEGIN [A-Z ]*PRIVATE KEY-----/, /AKIA[0-9A-Z]{16}/];
  for (const file of await filesUnder(dist)) {
    if (!/\.(js|html|css|json|txt|xml)$/.test(file)) continue;
    const text = await readFile(file, 'utf8');
    for (const pattern of secretPatterns) expect(text, `${file} matches ${pattern}`).not.toMatch(pattern);
  }
});
