import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pages = {
  'index.html': '<h1>Home</h1>',
  'x/index.html': '<h1>X, as a folder</h1>',
  'y.html': '<h1>Y, as a file</h1>',
  '404.html': '<h1>Not found</h1>',
  'assets/app.js': 'console.info("app");',
  'images/dot.png': '\x89PNG',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  _headers: [
    '/*',
    '  X-Frame-Options: DENY',
    "  Content-Security-Policy: frame-ancestors 'none'",
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/sw.js',
    '  Cache-Control: no-cache',
    '',
  ].join('\n'),
};

let folder: string;
let server: ChildProcess;
let port: number;

/** Starts serve.mjs on a free port over `root`; resolves with the port it reports. */
function startServer(root: string) {
  server = spawn(process.execPath, [fileURLToPath(new URL('./serve.mjs', import.meta.url)), '--port', '0', '--dir', root]);
  return new Promise<number>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /localhost:(\d+)\//.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
  });
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One raw request: the path goes out exactly as written (fetch would resolve `..` first). */
function get(path: string, { method = 'GET', encoding }: { method?: string; encoding?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const headers = encoding ? { 'Accept-Encoding': encoding } : {};
    request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const text = async (path: string) => {
  const { status, headers, body } = await get(path);
  return { status, type: headers['content-type'], body: body.toString() };
};

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'serve-'));
  const site = join(folder, 'site');
  for (const [file, content] of Object.entries(pages)) {
    await mkdir(dirname(join(site, file)), { recursive: true });
    await writeFile(join(site, file), content);
  }
  await writeFile(join(folder, 'secret.txt'), 'outside the site');
  await mkdir(join(folder, 'site-private'));
  await writeFile(join(folder, 'site-private', 'secret.txt'), 'beside the site');
  port = await startServer(site);
});

afterAll(async () => {
  server.kill();
  await rm(folder, { recursive: true, force: true });
});

const html = 'text/html; charset=utf-8';

describe('the static server', () => {
  it('answers / with index.html', async () => {
    expect(await text('/')).toEqual({ status: 200, type: html, body: pages['index.html'] });
  });

  it.each(['/x', '/x/', '/x?festivalId=1', '/x/index.html'])('answers %s with x/index.html', async (path) => {
    expect(await text(path)).toEqual({ status: 200, type: html, body: pages['x/index.html'] });
  });

  it.each(['/y', '/y/', '/y.html'])('answers %s with y.html', async (path) => {
    expect(await text(path)).toEqual({ status: 200, type: html, body: pages['y.html'] });
  });

  it.each(['/missing', '/missing/', '/x/missing', '/assets', '/assets/'])('answers %s with 404.html and status 404', async (path) => {
    expect(await text(path)).toEqual({ status: 404, type: html, body: pages['404.html'] });
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/x/..%2f..%2fsecret.txt', '/..%2fsite-private/secret.txt', '/..%5csecret.txt'])(
    'refuses to leave the site for %s',
    async (path) => {
      expect(await text(path)).toEqual({ status: 404, type: html, body: pages['404.html'] });
    },
  );

  it('answers a malformed path with 404 instead of failing', async () => {
    expect((await text('/%E0%A4%A')).status).toBe(404);
    expect((await text('/%00')).status).toBe(404);
    expect((await text('/')).status).toBe(200);
  });

  it('names each type, and lets browsers keep hashed assets for good', async () => {
    const script = await get('/assets/app.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await get('/images/dot.png');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('no-cache');
    expect((await get('/x')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses text with brotli or gzip as the browser accepts, and sends the length otherwise', async () => {
    const brotli = await get('/x', { encoding: 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(pages['x/index.html']);
    expect(brotli.headers.vary).toBe('Accept-Encoding');

    const gzip = await get('/missing', { encoding: 'gzip' });
    expect(gzip.status).toBe(404);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(pages['404.html']);

    const plain = await get('/y');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(pages['y.html'])));

    const image = await get('/images/dot.png', { encoding: 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it("sends the headers of the build's _headers file as a static host does, on pages, assets and 404s alike", async () => {
    for (const path of ['/', '/x', '/assets/app.js', '/missing', '/sw.js']) {
      const { headers } = await get(path);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
    }
    expect((await get('/assets/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('never serves the _headers file itself', async () => {
    expect((await text('/_headers')).status).toBe(404);
  });

  it('answers HEAD without a body, and refuses other methods', async () => {
    const head = await get('/x', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(html);
    expect(head.body).toHaveLength(0);
    const post = await get('/x', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
