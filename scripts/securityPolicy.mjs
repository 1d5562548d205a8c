// The Content-Security-Policy and the other security headers of the site, built from the
// configuration: only what the site uses (itself, the Maps script with its image and font hosts
// as Google documents them, the Supabase project, the Perplexity API).

const googleMaps = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};

const perplexity = 'https://api.perplexity.ai';

/** @param {{ supabaseUrl?: string }} config */
export function contentSecurityPolicy({ supabaseUrl }) {
  const supabase = supabaseUrl ? [new URL(supabaseUrl).origin] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...googleMaps.script],
    'style-src': ["'self'", "'unsafe-inline'", ...googleMaps.style],
    'img-src': ["'self'", 'data:', 'blob:', ...googleMaps.img],
    'font-src': ["'self'", ...googleMaps.font],
    'connect-src': ["'self'", perplexity, ...supabase, ...googleMaps.connect],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers for static hosts that read a `_headers` file (Netlify, Cloudflare Pages). */
export function headersFile(config) {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(config)}; frame-ancestors 'none'`,
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Content-Type-Options: nosniff',
    '  Permissions-Policy: geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
