import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_MAPS_SCRIPT_PATH } from '../src/pages/map/mapsScript';
import { expect, test } from './fixtures';

const dist = process.env.BUILD_OUT_DIR ?? 'dist';

test('a build carries no demo map: no fake google.maps, no demo script path, no demo note', async () => {
  const entries = await readdir(dist, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile() && /\.(js|html|json|txt|xml)$/.test(entry.name));
  expect(files.length).toBeGreaterThan(0);
  for (const entry of files) {
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    for (const trace of [DEMO_MAPS_SCRIPT_PATH, 'installFakeGoogleMaps', 'Demo map:']) {
      expect(text.includes(trace), `${file} contains ${trace}`).toBe(false);
    }
  }
});
