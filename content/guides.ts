import { europeGuides } from '#content/guides/europe';
import { northAmericaGuides } from '#content/guides/north-america';
import { restOfWorldGuides } from '#content/guides/rest-of-world';
import { ukGuides } from '#content/guides/uk';
import { findGuide } from './guideRegions';
import type { FestivalGuide } from './schemas';

/**
 * Every festival's guide, one region file each. The guide page never imports this join: it loads
 * only the region file of the festival it shows (content/guideRegions.ts), so the text of the
 * other regions stays out of its code.
 */
export const festivalGuides: readonly FestivalGuide[] = [
  ...europeGuides,
  ...ukGuides,
  ...northAmericaGuides,
  ...restOfWorldGuides,
];

/** A festival's guide, by the festival's slug. */
export function guideFor(slug: string): FestivalGuide | undefined {
  return findGuide(festivalGuides, slug);
}
