import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { demoModeLine } from './announceDemoMode';

const supabase = { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' };
const readme = 'README.md, "Demo mode", explains it.';

describe('the demo mode line', () => {
  it('names every simulated service and where the README explains it, on one line', () => {
    const line = demoModeLine({});
    expect(line).toBe(`  Demo mode: Supabase (accounts, synced plans), Perplexity (the chat) and Google Maps are simulated; ${readme}`);
    expect(line).not.toContain('\n');
  });

  it('names only what is simulated, and says nothing when nothing is', () => {
    expect(demoModeLine({ VITE_GOOGLE_MAPS_API_KEY: 'maps-key' })).toBe(`  Demo mode: Supabase (accounts, synced plans) and Perplexity (the chat) are simulated; ${readme}`);
    expect(demoModeLine(supabase)).toBe(`  Demo mode: Google Maps is simulated; ${readme}`);
    expect(demoModeLine({ ...supabase, VITE_GOOGLE_MAPS_API_KEY: 'maps-key' })).toBeUndefined();
  });

  it('decides as the app does: a legacy anon key counts, a blank or non-http URL does not', () => {
    expect(demoModeLine({ VITE_SUPABASE_URL: supabase.VITE_SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY: ' ', VITE_SUPABASE_ANON_KEY: 'eyJ' })).toBe(
      `  Demo mode: Google Maps is simulated; ${readme}`,
    );
    expect(demoModeLine({ ...supabase, VITE_SUPABASE_URL: 'ftp://abc.supabase.co' })).toMatch(/Supabase/);
    expect(demoModeLine({ ...supabase, VITE_SUPABASE_URL: '  ' })).toMatch(/Supabase/);
  });
});

describe('the README', () => {
  it('starts with the two commands, then the demo mode section the line points to', async () => {
    const readmeText = await readFile('README.md', 'utf8');
    const [title, commands, section] = readmeText.split(/\n\n+/);
    expect(title).toBe('# Festival Compass');
    expect(commands?.split('\n').map((line) => line.split('#')[0]?.trim())).toEqual(['```sh', 'npm start', 'npm test', '```']);
    expect(section).toBe('## Demo mode');
  });
});

// `npm start` runs this same configuration.
describe('npm start', () => {
  it('prints the line once, right under the addresses', async () => {
    const envDir = await mkdtemp(join(tmpdir(), 'demo-line-'));
    await writeFile(join(envDir, '.env.local'), 'VITE_GOOGLE_MAPS_API_KEY=maps-key\n');
    const printed: string[] = [];
    const logger = createLogger('info');
    logger.info = (message) => printed.push(message);
    const server = await createServer({
      configFile: 'vite.config.ts',
      customLogger: logger,
      envDir,
      cacheDir: join(envDir, 'cache'),
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { port: 0, strictPort: false, ws: false },
    });
    try {
      await server.listen();
      server.printUrls();
      const demo = printed.filter((message) => message.includes('Demo mode'));
      expect(demo).toEqual([`  Demo mode: Supabase (accounts, synced plans) and Perplexity (the chat) are simulated; ${readme}`]);
      expect(printed.indexOf(demo[0] ?? '')).toBe(printed.length - 1);
      expect(printed.some((message) => message.includes('Local'))).toBe(true);
    } finally {
      await server.close();
      await rm(envDir, { recursive: true, force: true });
    }
  }, 30_000);
});
