import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { festivals } from './festivals';
import { gearItems } from './gear';
import { festivalGuides, guideFor } from './guides';
import { findGuide, guideRegionOf, guideRegions, loadGuides } from './guideRegions';
import { festivalGuideSchema, type FestivalGuide } from './schemas';

const sections = ['gettingThere', 'staying', 'weather', 'tips'] as const;

/** Every piece of prose of a guide (not its links), named by where it sits. */
function paragraphs(guide: FestivalGuide): [string, string][] {
  const { gettingThere, staying, weather, tips, packingFocus } = guide;
  return [
    ...gettingThere.airports.map((airport, index): [string, string] => [`airports.${index}`, airport.note]),
    ...gettingThere.transit.map((text, index): [string, string] => [`transit.${index}`, text]),
    ...(gettingThere.driving ? [['driving', gettingThere.driving] as [string, string]] : []),
    ['camping', staying.camping],
    ...(staying.towns ? [['towns', staying.towns] as [string, string]] : []),
    ['weather.typical', weather.typical],
    ['weather.packing', weather.packing],
    ...tips.items.map((tip, index): [string, string] => [`tips.${index}`, tip]),
    ...packingFocus.map(({ reason }, index): [string, string] => [`packingFocus.${index}`, reason]),
  ];
}

/** Text as compared for repeats: case, punctuation and spacing do not make two paragraphs different. */
const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe('festival guides', () => {
  it('gives every festival exactly one guide, and no guide to anything else', () => {
    const slugs = festivalGuides.map((guide) => guide.slug);
    expect(new Set(slugs).size, 'a slug with two guides').toBe(slugs.length);
    expect([...slugs].sort()).toEqual(festivals.map((festival) => festival.slug).sort());
  });

  it('pass the schema', () => {
    for (const guide of festivalGuides) {
      expect(festivalGuideSchema.safeParse(guide).error?.issues ?? [], guide.slug).toEqual([]);
    }
  });

  it('name at least one source for every section', () => {
    for (const guide of festivalGuides) {
      for (const section of sections) {
        expect(guide[section].sources.length, `${guide.slug} ${section}`).toBeGreaterThan(0);
      }
    }
  });

  it('list each source once per section', () => {
    for (const guide of festivalGuides) {
      for (const section of sections) {
        const { sources } = guide[section];
        expect(new Set(sources).size, `${guide.slug} ${section}`).toBe(sources.length);
      }
    }
  });

  it('never share a paragraph or a tip', () => {
    const seen = new Map<string, string>();
    for (const guide of festivalGuides) {
      for (const [where, text] of paragraphs(guide)) {
        const key = normalised(text);
        const place = `${guide.slug} ${where}`;
        expect(seen.get(key), `${place} repeats`).toBeUndefined();
        seen.set(key, place);
      }
    }
  });

  it('give each festival at least four tips of its own', () => {
    for (const guide of festivalGuides) expect(guide.tips.items.length, guide.slug).toBeGreaterThanOrEqual(4);
  });

  it('stress only gear that the checklist has, each item once', () => {
    const ids = new Set(gearItems.map((item) => item.id));
    for (const guide of festivalGuides) {
      const focus = guide.packingFocus.map((entry) => entry.itemId);
      for (const id of focus) expect(ids.has(id), `${guide.slug} ${id}`).toBe(true);
      expect(new Set(focus).size, guide.slug).toBe(focus.length);
    }
  });

  it('find a guide by its festival’s slug', () => {
    expect(guideFor('tomorrowland')?.officialSite).toMatch(/tomorrowland\.com/);
    expect(guideFor('atlantis')).toBeUndefined();
  });
});

describe('schema of a guide', () => {
  const guide = festivalGuides[0]!;

  it.each([
    ['an IATA code in lower case', { gettingThere: { ...guide.gettingThere, airports: [{ name: 'X', iata: 'bru', note: 'x' }] } }],
    ['a section without sources', { weather: { ...guide.weather, sources: [] } }],
    ['a plain-http source', { tips: { ...guide.tips, sources: ['http://example.com/'] } }],
    ['three tips', { tips: { ...guide.tips, items: ['a', 'b', 'c'] } }],
    ['a date that is not a day', { checked: '2026-02-30' }],
    ['no airport', { gettingThere: { ...guide.gettingThere, airports: [] } }],
    ['six gear items', { packingFocus: Array.from({ length: 6 }, (_, index) => ({ itemId: `x${index}`, reason: 'x' })) }],
  ])('rejects %s', (_name, change) => {
    expect(festivalGuideSchema.safeParse({ ...guide, ...change }).success).toBe(false);
  });
});

describe('guides by region', () => {
  it('puts every festival in the region whose file loads its guide', async () => {
    const loaded = (await Promise.all(guideRegions.map((region) => loadGuides[region]()))).flat();
    for (const festival of festivals) {
      const region = guideRegionOf(festival.slug);
      expect(region, festival.slug).toBeDefined();
      const guides = await loadGuides[region!]();
      expect(findGuide(guides, festival.slug), festival.slug).toBe(guideFor(festival.slug));
    }
    expect(z.array(festivalGuideSchema).parse(loaded)).toHaveLength(festivalGuides.length);
  });
});
