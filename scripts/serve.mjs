// Serves the prerendered build the way a static host does: /path -> /path/index.html,
// assets by extension, unknown paths -> 404.html with status 404, text compressed with brotli or
// gzip when the browser accepts it. Used by the end-to-end tests and the benchmark.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' }, dir: { type: 'string', default: 'dist' } } });
const root = normalize(values.dir);

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

function resolveFile(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  if (!candidate.startsWith(root)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return null;
}

createServer((req, res) => {
  let pathname = '/';
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    pathname = '/';
  }
  let file = null;
  try {
    file = resolveFile(pathname);
  } catch {
    file = null;
  }
  const status = file ? 200 : 404;
  const served = file ?? join(root, '404.html');
  const extension = extname(served);
  const compression = compressor(req.headers['accept-encoding'] ?? '', extension);
  res.writeHead(status, {
    'Content-Type': types[extension] ?? 'application/octet-stream',
    'Cache-Control': served.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(compression && { 'Content-Encoding': compression.encoding }),
  });
  const body = createReadStream(served);
  if (compression) body.pipe(compression.stream).pipe(res);
  else body.pipe(res);
}).listen(Number(values.port), () => {
  console.log(`Serving ${root} on http://localhost:${values.port}/`);
});
