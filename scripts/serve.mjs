// Serves the prerendered build the way a static host does: /path and /path/ -> path/index.html or
// path.html, assets by extension, unknown paths -> 404.html with status 404, text compressed with
// brotli or gzip when the browser accepts it, with the headers of the build's `_headers` file
// (the security policy a host sends, scripts/securityPolicy.mjs). Used by `npm run preview`, the end-to-end tests and
// the benchmark. `--port 0` picks a free port; the line it prints names the one it got.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { parseArgs } from 'node:util';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' }, dir: { type: 'string', default: 'dist' } } });
const root = resolve(values.dir);
const assets = join(root, 'assets') + sep;

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);

function compressor(acceptEncoding, extension) {
  if (!compressible.has(extension)) return null;
  if (/\bbr\b/.test(acceptEncoding)) return { encoding: 'br', stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', stream: createGzip() };
  return null;
}

const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The rules of a `_headers` file (Netlify and Cloudflare Pages syntax): a path pattern on its own
 * line, where `*` matches the rest of the path, then its headers indented below it.
 */
function readHeadersFile(file) {
  const rules = [];
  if (!isFile(file)) return rules;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
      rules.push({ path: new RegExp(`^${pattern}$`), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    if (separator > 0 && rules.length > 0) rules.at(-1).headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

const headerRules = readHeadersFile(join(root, '_headers'));

/** The headers the `_headers` file gives a URL path: every matching rule, the later ones winning. */
const hostHeaders = (pathname) => Object.assign({}, ...headerRules.filter(({ path }) => path.test(pathname)).map(({ headers }) => headers));

/**
 * The file a static host answers for a URL path, or null. The path is decoded, then resolved
 * against the root, so `..` in any spelling (`%2e%2e`, `..%2f`) that would leave the root is
 * refused. A trailing slash makes no difference: /x and /x/ both try x, x/index.html, x.html.
 */
function resolveFile(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = resolve(root, `.${decoded}`);
  if (target === root) return isFile(join(root, 'index.html')) ? join(root, 'index.html') : null;
  if (!target.startsWith(root + sep)) return null;
  return [target, join(target, 'index.html'), `${target}.html`].find(isFile) ?? null;
}

function send(req, res, status, file, pathname) {
  const extension = extname(file);
  const compression = compressor(req.headers['accept-encoding'] ?? '', extension);
  res.writeHead(status, {
    'Content-Type': types[extension] ?? 'application/octet-stream',
    'Cache-Control': file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...hostHeaders(pathname),
    Vary: 'Accept-Encoding',
    ...(compression ? { 'Content-Encoding': compression.encoding } : { 'Content-Length': statSync(file).size }),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const streams = [createReadStream(file), ...(compression ? [compression.stream] : []), res];
  pipeline(streams, () => {});
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname;
  try {
    // Prefixed rather than resolved against a base, so a path such as //x stays a path.
    ({ pathname } = new URL(`http://localhost${req.url ?? '/'}`));
  } catch {
    res.writeHead(400).end();
    return;
  }
  const file = resolveFile(pathname);
  // A host reads `_headers`; it never publishes it.
  if (file && file !== join(root, '_headers')) return send(req, res, 200, file, pathname);
  const notFound = join(root, '404.html');
  if (isFile(notFound)) return send(req, res, 404, notFound, pathname);
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
});

server.listen(Number(values.port), () => {
  console.log(`Serving ${values.dir} on http://localhost:${server.address().port}/`);
});
