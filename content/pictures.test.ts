import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { festivals, posterPath } from './festivals';
import { gearItems } from './gear';

/** The artwork every festival without a poster shows (see FestivalPoster). */
const fallbackPoster = '/images/posters/fallback.svg';

const publicFile = (path: string) => fileURLToPath(new URL(`../public${path}`, import.meta.url));

/** The drawing alone: no caption, no title, no whitespace between tags. */
function drawing(svg: string): string {
  return svg
    .replace(/<title>[^<]*<\/title>|<text[^>]*>[^<]*<\/text>/g, '')
    .replace(/>\s+</g, '><')
    .trim();
}

/** The drawing's shapes without their colours, sizes and positions: what it depicts, roughly. */
function motif(svg: string): string {
  return drawing(svg)
    .replace(/#[0-9a-f]{3,8}\b/gi, '#')
    .replace(/-?(\d+\.?\d*|\.\d+)(e-?\d+)?/g, '0');
}

/** Pairs of pictures whose key is the same, as 'a = b'. */
function sharedBy(paths: readonly string[], key: (svg: string) => string): string[] {
  const seen = new Map<string, string>();
  const shared: string[] = [];
  for (const path of paths) {
    const k = key(readFileSync(publicFile(path), 'utf8'));
    const first = seen.get(k);
    if (first) shared.push(`${first} = ${path}`);
    else seen.set(k, path);
  }
  return shared;
}

const gearPictures = gearItems.map((item) => item.imageUrl);
const festivalPictures = festivals.map((f) => posterPath(f) ?? fallbackPoster);

describe('pictures', () => {
  it('gives every gear item its own drawing of a different thing', () => {
    expect(new Set(gearPictures).size).toBe(gearItems.length);
    expect(sharedBy(gearPictures, drawing)).toEqual([]);
    expect(sharedBy(gearPictures, motif)).toEqual([]);
  });

  it('gives every festival a poster of its own, with its own motif beyond the caption and colours', () => {
    expect(new Set(festivalPictures).size).toBe(festivals.length);
    expect(sharedBy(festivalPictures, drawing)).toEqual([]);
    expect(sharedBy(festivalPictures, motif)).toEqual([]);
  });

  it.each([...gearPictures, ...festivalPictures])('keeps %s small and self-contained', (path) => {
    const svg = readFileSync(publicFile(path), 'utf8');
    expect(statSync(publicFile(path)).size).toBeLessThanOrEqual(3 * 1024);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 400"/);
    expect(svg, 'no script, external reference, embedded image or font').not.toMatch(
      /<script|<image|<foreignObject|@import|@font-face|url\((?!#)|href=/i,
    );
  });
});
