import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MAPS_SCRIPT_PATH } from '#content/services';

// `npm start` runs this same configuration: its development server must answer the demo map's script.
describe('development server', () => {
  let server: ViteDevServer;
  let origin: string;
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'demo-maps-'));
    server = await createServer({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      cacheDir,
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { port: 0, strictPort: false, ws: false },
    });
    await server.listen();
    origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('serves the fake google.maps at the demo map script path, calling back the loader', async () => {
    const response = await fetch(`${origin}${DEMO_MAPS_SCRIPT_PATH}?callback=festivalCompassMapsReady`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain('importLibrary');
    expect(script).toContain('("festivalCompassMapsReady", false, [[');
  });

  it('still serves the map page itself', async () => {
    const response = await fetch(`${origin}/festival-map`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});
