import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/** Every TypeScript file of the site, its machines and its mocks, tests included. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

it('draws no legacy google.maps.Marker anywhere: every marker is an AdvancedMarkerElement', () => {
  const legacy = /\bgoogle\.maps\.Marker\b|\bmaps\.Marker\b|\bimport\s*\{[^}]*\bMarker\b[^}]*\}\s*from\s*'@vis\.gl\/react-google-maps'/;
  const others = ['src', 'machines', 'mocks'].flatMap(sources).filter((file) => !file.endsWith('advancedMarkersOnly.test.ts'));
  const using = others.filter((file) => legacy.test(readFileSync(join(root, file), 'utf8')));
  expect(using).toEqual([]);
});
