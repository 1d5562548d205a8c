import { europeFestivals } from '#content/festivals/europe';
import { northAmericaFestivals } from '#content/festivals/north-america';
import { restOfWorldFestivals } from '#content/festivals/rest-of-world';
import { ukFestivals } from '#content/festivals/uk';
import type { Festival, FestivalGuide } from './schemas';

/** The regions of content/festivals/, each with its own file of guides in content/guides/. */
export const guideRegions = ['europe', 'uk', 'north-america', 'rest-of-world'] as const;
export type GuideRegion = (typeof guideRegions)[number];

const festivalsByRegion: Record<GuideRegion, readonly Festival[]> = {
  europe: europeFestivals,
  uk: ukFestivals,
  'north-america': northAmericaFestivals,
  'rest-of-world': restOfWorldFestivals,
};

const regionBySlug = new Map<string, GuideRegion>(
  guideRegions.flatMap((region) => festivalsByRegion[region].map((festival) => [festival.slug, region] as const)),
);

/** The region whose file holds a festival's guide. */
export function guideRegionOf(slug: string): GuideRegion | undefined {
  return regionBySlug.get(slug);
}

/** Loads one region's guides: each region file is a chunk of its own, fetched only by its festivals' pages. */
export const loadGuides: Record<GuideRegion, () => Promise<readonly FestivalGuide[]>> = {
  europe: () => import('#content/guides/europe').then((module) => module.europeGuides),
  uk: () => import('#content/guides/uk').then((module) => module.ukGuides),
  'north-america': () => import('#content/guides/north-america').then((module) => module.northAmericaGuides),
  'rest-of-world': () => import('#content/guides/rest-of-world').then((module) => module.restOfWorldGuides),
};

/** The guide among `guides` for a festival slug. */
export function findGuide(guides: readonly FestivalGuide[], slug: string): FestivalGuide | undefined {
  return guides.find((guide) => guide.slug === slug);
}
