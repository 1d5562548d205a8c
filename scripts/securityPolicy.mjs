// The Content-Security-Policy and the other security headers of the site: only what the site
// uses (itself, the Maps JavaScript API, the Supabase project, the Perplexity API).
//
// The page policy names the Supabase project and allows, by its hash, the inline early-capture
// script (decision 017), so it depends on the build: the build writes it into every page's
// <meta http-equiv>. The headers for static hosts carry the rest, which is the same for every
// build, so `_headers` (written by the build) and the committed vercel.json can never disagree
// with the pages; a browser enforces both policies.
// The hosts the app calls, Google's included, come from content/services.js, which the app reads too.

import { createHash } from 'node:crypto';
import { GOOGLE_MAPS_HOSTS, serviceOrigins } from '../content/services.js';

/**
 * What the build decides: the Supabase project, and the inline scripts of the page (their text,
 * allowed by hash).
 * @typedef {{ supabaseUrl?: string, inlineScripts?: string[] }} PageConfig
 */

/** A CSP source that allows exactly this inline script. @param {string} script */
export function scriptHash(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** @param {PageConfig} config */
function pageDirectives(config) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(config.inlineScripts ?? []).map(scriptHash), ...GOOGLE_MAPS_HOSTS.script],
    'style-src': ["'self'", "'unsafe-inline'", ...GOOGLE_MAPS_HOSTS.style],
    'img-src': ["'self'", 'data:', 'blob:', ...GOOGLE_MAPS_HOSTS.img],
    'font-src': ["'self'", ...GOOGLE_MAPS_HOSTS.font],
    'connect-src': ["'self'", ...serviceOrigins(config), ...GOOGLE_MAPS_HOSTS.connect],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** @param {Record<string, string[]>} directives */
function policy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The policy of every page, for its <meta http-equiv="Content-Security-Policy">. */
export function contentSecurityPolicy(/** @type {PageConfig} */ config) {
  return policy(pageDirectives(config));
}

/**
 * The header policy: the page policy without the directives that depend on the build
 * (`connect-src`, `script-src` with its inline script's hash, and `default-src`, which would
 * stand in for them), plus `frame-ancestors`, which a <meta> policy cannot carry. Scripts are
 * held by the page policy alone: its <meta> is the first element of every page's head, ahead of
 * any script.
 */
function headerPolicy() {
  const buildDependent = new Set(['default-src', 'connect-src', 'script-src']);
  const directives = Object.entries(pageDirectives({})).filter(([name]) => !buildDependent.has(name));
  return policy({ ...Object.fromEntries(directives), 'frame-ancestors': ["'none'"] });
}

/** Every header by path pattern (`*` matches the rest of the path). */
function securityHeaders() {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': headerPolicy(),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Content-Type-Options': 'nosniff',
        'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
      },
    },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // The browser asks the server for the worker on every check, never a cached copy, so a deploy
    // can always replace it, or retire it with the kill switch (scripts/retireServiceWorker.mjs).
    { path: '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
  ];
}

/** Headers for static hosts that read a `_headers` file from the site's folder (Netlify, Cloudflare Pages). */
export function headersFile() {
  return [
    ...securityHeaders().flatMap(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)]),
    '',
  ].join('\n');
}

/** Vercel's project configuration (vercel.json at the project root): the prerendering build, and the same headers. */
export function vercelConfig() {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    headers: securityHeaders().map(({ path, headers }) => ({
      source: path.replace('*', '(.*)'),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  };
}
