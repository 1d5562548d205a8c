import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEnvProblems } from './buildEnvChecks.mjs';

function jwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

const url = 'https://abcdefghijklmnopqrst.supabase.co';

describe('buildEnvProblems', () => {
  it('accepts no configuration at all, a publishable key, or a legacy anon key', () => {
    expect(buildEnvProblems({})).toEqual([]);
    expect(buildEnvProblems({ VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_AbCdEf123456_xyz' })).toEqual([]);
    expect(buildEnvProblems({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: jwt({ role: 'anon' }) })).toEqual([]);
  });

  it('refuses an http: Supabase URL', () => {
    expect(buildEnvProblems({ VITE_SUPABASE_URL: 'http://abcdefghijklmnopqrst.supabase.co' })).toEqual([
      expect.stringContaining('VITE_SUPABASE_URL must be an https: URL'),
    ]);
    expect(buildEnvProblems({ VITE_SUPABASE_URL: 'http://localhost:54321' })).toHaveLength(1);
  });

  for (const variable of ['VITE_SUPABASE_PUBLISHABLE_KEY', 'VITE_SUPABASE_ANON_KEY']) {
    it(`refuses a secret key or a service_role JWT in ${variable}`, () => {
      expect(buildEnvProblems({ VITE_SUPABASE_URL: url, [variable]: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz' })).toEqual([
        expect.stringMatching(new RegExp(`${variable}.*Supabase secret key`)),
      ]);
      expect(buildEnvProblems({ VITE_SUPABASE_URL: url, [variable]: jwt({ role: 'service_role' }) })).toEqual([
        expect.stringMatching(new RegExp(`${variable}.*service_role`)),
      ]);
    });
  }

  it('refuses a VITE_ variable named like a secret, since Vite puts every VITE_ value in the bundle', () => {
    expect(buildEnvProblems({ VITE_SUPABASE_SERVICE_ROLE_KEY: 'anything' })).toEqual([
      expect.stringContaining('VITE_SUPABASE_SERVICE_ROLE_KEY'),
    ]);
    expect(buildEnvProblems({ VITE_SUPABASE_SERVICE_ROLE_KEY: '' })).toEqual([]);
  });

  it('refuses a secret in any other VITE_ variable', () => {
    expect(buildEnvProblems({ VITE_GOOGLE_MAPS_MAP_ID: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz' })).toEqual([
      expect.stringContaining('VITE_GOOGLE_MAPS_MAP_ID'),
    ]);
  });
});

describe('the production build', () => {
  it('stops before building when the configuration fails the checks', () => {
    const out = join(tmpdir(), `refused-build-${process.pid}`);
    const run = spawnSync(process.execPath, ['scripts/build.mjs'], {
      env: { ...process.env, BUILD_OUT_DIR: out, VITE_SUPABASE_URL: 'http://abcdefghijklmnopqrst.supabase.co' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('VITE_SUPABASE_URL must be an https: URL');
    expect(existsSync(out)).toBe(false);
  }, 30_000);
});
