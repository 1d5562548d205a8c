import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_ORIGINS, siteOriginFor } from './siteOrigin.mjs';

describe("siteOriginFor: the site's address", () => {
  it('is SITE_URL in a production build, as an origin', () => {
    expect(siteOriginFor('production', { SITE_URL: 'https://festivals.example.org' })).toEqual({ origin: 'https://festivals.example.org' });
    expect(siteOriginFor('production', { SITE_URL: ' https://Festivals.Example.org/ ' })).toEqual({ origin: 'https://festivals.example.org' });
  });

  it("falls back to Vercel's production domain, and SITE_URL wins over it", () => {
    expect(siteOriginFor('production', { VERCEL_PROJECT_PRODUCTION_URL: 'compass.vercel.app' })).toEqual({ origin: 'https://compass.vercel.app' });
    expect(siteOriginFor('production', { SITE_URL: 'https://festivals.example.org', VERCEL_PROJECT_PRODUCTION_URL: 'compass.vercel.app' })).toEqual({
      origin: 'https://festivals.example.org',
    });
  });

  it('stops a production build without it, saying what to set', () => {
    const result = siteOriginFor('production', {});
    expect(result).toEqual({ problem: expect.stringContaining('SITE_URL is not set') });
    expect(result).toEqual({ problem: expect.stringContaining('VERCEL_PROJECT_PRODUCTION_URL') });
  });

  it('refuses an address that is not an https: origin (http: only on this machine)', () => {
    for (const value of ['http://festivals.example.org', 'https://festivals.example.org/guides', 'https://festivals.example.org/?a=1', 'festivals.example.org', 'ftp://x.org']) {
      expect(siteOriginFor('production', { SITE_URL: value }), value).toEqual({ problem: expect.stringContaining('SITE_URL must be') });
    }
    expect(siteOriginFor('production', { SITE_URL: 'http://localhost:4310' })).toEqual({ origin: 'http://localhost:4310' });
    expect(siteOriginFor('production', { VERCEL_PROJECT_PRODUCTION_URL: 'not a domain' })).toEqual({ problem: expect.stringContaining('VERCEL_PROJECT_PRODUCTION_URL') });
  });

  it('is the local origin in development, the unit tests and the end-to-end build, whatever SITE_URL says', () => {
    expect(siteOriginFor('development', { SITE_URL: 'https://festivals.example.org' })).toEqual({ origin: LOCAL_ORIGINS.development });
    expect(siteOriginFor('test', {})).toEqual({ origin: 'http://localhost:5173' });
    expect(siteOriginFor('e2e', { SITE_URL: 'https://festivals.example.org' })).toEqual({ origin: 'http://localhost:4173' });
  });
});

describe('a production build without the site\'s address', () => {
  it('stops before building, saying how to set it', () => {
    const out = join(tmpdir(), `addressless-build-${process.pid}`);
    const environment: NodeJS.ProcessEnv = { ...process.env, BUILD_OUT_DIR: out, SITE_URL: '', VERCEL_PROJECT_PRODUCTION_URL: '' };
    const run = spawnSync(process.execPath, ['scripts/build.mjs'], { env: environment, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("The build stopped: it does not know the site's address.");
    expect(run.stderr).toContain('SITE_URL is not set');
    expect(existsSync(out)).toBe(false);
  }, 30_000);
});
