import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MAPS_SCRIPT_URL, PERPLEXITY_AGENT_URL } from '#content/services';
import { site } from '#content/site';
import { contentSecurityPolicy, headersFile, scriptHash, vercelConfig } from './securityPolicy.mjs';

type HeaderTable = Record<string, Record<string, string>>;

/** `_headers` as Netlify and Cloudflare Pages read it: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string): HeaderTable {
  const table: HeaderTable = {};
  let current: Record<string, string> = {};
  for (const line of text.split('\n').filter(Boolean)) {
    if (!line.startsWith(' ')) table[line] = current = {};
    else {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return table;
}

/** vercel.json's `headers`, with its path patterns written as `_headers` writes them. */
function vercelHeaders(config: { headers: { source: string; headers: { key: string; value: string }[] }[] }): HeaderTable {
  return Object.fromEntries(
    config.headers.map(({ source, headers }) => [
      source.replace('(.*)', '*'),
      Object.fromEntries(headers.map(({ key, value }) => [key, value])),
    ]),
  );
}

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const everyPath = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
};

describe('the security headers for static hosts', () => {
  const headers = parseHeadersFile(headersFile());

  it('sends every security header on every path, and long caching for hashed assets', () => {
    expect(Object.keys(headers)).toEqual(['/*', '/assets/*', '/sw.js']);
    expect(headers['/*']).toMatchObject(everyPath);
    expect(headers['/assets/*']).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('has the browser check the service worker with the server on every visit, so a deploy can replace or retire it', () => {
    expect(headers['/sw.js']).toEqual({ 'Cache-Control': 'no-cache' });
  });

  it('forbids framing and carries every directive of the page policy except the build-dependent ones', () => {
    const header = directives(headers['/*']?.['Content-Security-Policy'] ?? '');
    const page = directives(contentSecurityPolicy({ supabaseUrl: 'https://abc.supabase.co', inlineScripts: ['start();'] }));
    const buildDependent = ['default-src', 'connect-src', 'script-src'];
    expect(header['frame-ancestors']).toEqual(["'none'"]);
    for (const name of buildDependent) expect(header[name], name).toBeUndefined();
    for (const [name, sources] of Object.entries(page)) {
      if (!buildDependent.includes(name)) expect(header[name], name).toEqual(sources);
    }
  });

  it('is the same for every build configuration', () => {
    expect(headersFile()).not.toContain('supabase');
  });

  it('is written the same for Vercel, in the vercel.json at the project root, which builds with the prerender', async () => {
    const committed = JSON.parse(await readFile('vercel.json', 'utf8'));
    expect(committed).toEqual(vercelConfig());
    expect(vercelHeaders(committed)).toEqual(headers);
    expect(committed).toMatchObject({ buildCommand: 'npm run build', outputDirectory: 'dist' });
  });
});

describe('the page policy', () => {
  it('lets the page reach the configured Supabase project, Perplexity and the Maps hosts only', () => {
    const connect = directives(contentSecurityPolicy({ supabaseUrl: 'https://abc.supabase.co/auth/v1' }))['connect-src'];
    expect(connect).toEqual([
      "'self'",
      'https://api.perplexity.ai',
      'https://abc.supabase.co',
      'https://maps.googleapis.com',
      'https://mapsresources-pa.googleapis.com',
      'https://maps.gstatic.com',
      'https://csi.gstatic.com',
      'data:',
      'blob:',
    ]);
  });

  it('names the hosts the app calls, from the same config (content/services.js)', () => {
    const page = directives(contentSecurityPolicy({ supabaseUrl: undefined }));
    expect(page['connect-src']).toContain(new URL(site.perplexity.agentUrl).origin);
    expect(page['connect-src']).toContain(new URL(PERPLEXITY_AGENT_URL).origin);
    expect(page['script-src']).toContain(new URL(MAPS_SCRIPT_URL).origin);
  });

  it('allows the inline scripts it is given by their SHA-256 hash, and no other inline script', () => {
    const script = directives(contentSecurityPolicy({ inlineScripts: ['start();'] }))['script-src'];
    // The base64 SHA-256 of "start();", as `printf 'start();' | openssl dgst -sha256 -binary | base64` gives it.
    expect(scriptHash('start();')).toBe("'sha256-E6jQvrT2ZivWG9GJ4AAEZf4MhI7l3QkLroW4hgvUT4c='");
    expect(script).toEqual(["'self'", scriptHash('start();'), 'https://maps.googleapis.com', 'https://maps.gstatic.com']);
    expect(script).not.toContain("'unsafe-inline'");
    expect(directives(contentSecurityPolicy({}))['script-src']).toEqual(["'self'", 'https://maps.googleapis.com', 'https://maps.gstatic.com']);
  });

  it('names no wildcard host in connect-src', () => {
    const connect = directives(contentSecurityPolicy({ supabaseUrl: undefined }))['connect-src'];
    expect(connect?.filter((source) => source.includes('*'))).toEqual([]);
  });
});
