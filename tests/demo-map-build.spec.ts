import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { landOutlines } from '../mocks/google-maps/landOutlines';
import { DEMO_MAPS_SCRIPT_PATH } from '../src/pages/map/mapsScript';
import { expect, test } from './fixtures';

const dist = process.env.BUILD_OUT_DIR ?? 'dist';
/** The start of the land data as the demo map's script carries it. */
const firstLandRing = JSON.stringify(landOutlines[0]?.slice(0, 6)).slice(1, -1);

test('a build carries no demo map: no fake google.maps, no land outlines, no demo script path, no demo note', async () => {
  const entries = await readdir(dist, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile() && /\.(js|html|json|txt|xml)$/.test(entry.name));
  expect(files.length).toBeGreaterThan(0);
  for (const entry of files) {
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    for (const trace of [DEMO_MAPS_SCRIPT_PATH, 'installFakeGoogleMaps', 'Demo map', 'Natural Earth', 'landOutlines', 'topojson', firstLandRing]) {
      expect(text.includes(trace), `${file} contains ${trace}`).toBe(false);
    }
  }
});
