import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSecrets, jwtRole, secretsInFolder } from './secretScan.mjs';

function jwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

const anonJwt = jwt({ iss: 'supabase', ref: 'abcdefghijklmnopqrst', role: 'anon', iat: 1700000000, exp: 2000000000 });
const serviceJwt = jwt({ iss: 'supabase', ref: 'abcdefghijklmnopqrst', role: 'service_role', iat: 1700000000, exp: 2000000000 });

describe('jwtRole', () => {
  it('reads the role claim of a JWT', () => {
    expect(jwtRole(anonJwt)).toBe('anon');
    expect(jwtRole(serviceJwt)).toBe('service_role');
  });

  it('is undefined for a token without a role or one that does not decode', () => {
    expect(jwtRole(jwt({ sub: 'someone' }))).toBeUndefined();
    expect(jwtRole('eyJhbGciOi.not-base64-json.x')).toBeUndefined();
  });
});

describe('findSecrets', () => {
  it('passes a bundle that carries only public keys', () => {
    const bundle = `const env={VITE_SUPABASE_URL:\`https://abc.supabase.co\`,VITE_SUPABASE_ANON_KEY:\`${anonJwt}\`,VITE_SUPABASE_PUBLISHABLE_KEY:\`sb_publishable_AbCdEf123456_xyz\`,VITE_GOOGLE_MAPS_API_KEY:\`AIzaSyExample\`}`;
    expect(findSecrets(bundle)).toEqual([]);
  });

  it('finds a JWT whose role is not anon, even when the words service_role never appear in the text', () => {
    const found = findSecrets(`createClient(url,"${serviceJwt}")`);
    expect(found).toEqual([expect.stringContaining('service_role')]);
    expect(findSecrets(`x="${jwt({ role: 'authenticated' })}"`)).toEqual([expect.stringContaining('authenticated')]);
    expect(findSecrets(`x="${jwt({ sub: 'no role' })}"`)).toEqual([expect.stringContaining('no role')]);
  });

  it('finds a Supabase secret key', () => {
    expect(findSecrets('key:`sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz`')).toEqual([expect.stringContaining('Supabase secret key')]);
  });

  it('finds a VITE_ variable named like a secret that has a value, in the inlined environment', () => {
    expect(findSecrets('{VITE_SUPABASE_SERVICE_ROLE_KEY:`abc`,VITE_SUPABASE_URL:`https://abc.supabase.co`}')).toEqual([
      expect.stringContaining('VITE_SUPABASE_SERVICE_ROLE_KEY'),
    ]);
    expect(findSecrets('{"VITE_STRIPE_SECRET":"abc"}')).toEqual([expect.stringContaining('VITE_STRIPE_SECRET')]);
    expect(findSecrets('{VITE_API_TOKEN:`abc`}')).toEqual([expect.stringContaining('VITE_API_TOKEN')]);
    expect(findSecrets('{VITE_API_TOKEN:``}')).toEqual([]);
  });

  it('still finds the other private keys and tokens', () => {
    for (const text of [
      'pplx-abcdefghijklmnopqrstuv',
      'sk-abcdefghijklmnopqrstuvwxyz',
      '-----BEGIN RSA PRIVATE KEY-----',
      'AKIAABCDEFGHIJKLMNOP',
    ]) {
      expect(findSecrets(text), text).toHaveLength(1);
    }
  });

  it.each([
    ['sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z_AbC-dEf', 'an OpenAI-style secret key'],
    ['sk-svcacct-Ab3dEf6hIj9kLm2nOp5qRs8tUv', 'an OpenAI-style secret key'],
    ['sk_live_51HqLyjWDarjtT1zdp7dcXYZ', 'a Stripe live secret key'],
    ['sk-ant-api03-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z-AbCdEf_gh-AA', 'an Anthropic API key'],
  ])('finds the secret key %s, once', (key, what) => {
    expect(findSecrets(`const key="${key}"`)).toEqual([what]);
  });

  it('reads no key into words that merely contain sk-', () => {
    expect(findSecrets('.task-list-item-checkbox-with-long-name{mask-image-repeat-something-long:none}')).toEqual([]);
  });
});

describe('secretsInFolder', () => {
  it('names each built text file that holds a secret, and what it holds, skipping images', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'secret-scan-'));
    try {
      await mkdir(join(folder, 'assets'));
      await writeFile(join(folder, 'index.html'), '<h1>Clean</h1>');
      await writeFile(join(folder, 'assets', 'app.js'), 'fetch(u,{headers:{Authorization:"Bearer sk_live_51HqLyjWDarjtT1zdp7dcXYZ"}})');
      await writeFile(join(folder, '_headers'), '/*\n  X-Key: sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz\n');
      await writeFile(join(folder, 'poster.png'), 'sk_live_51HqLyjWDarjtT1zdp7dcXYZ');
      expect(await secretsInFolder(folder)).toEqual([
        { file: '_headers', found: ['a Supabase secret key (sb_secret_…)'] },
        { file: join('assets', 'app.js'), found: ['a Stripe live secret key'] },
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
