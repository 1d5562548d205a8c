import { europeFestivals } from './festivals/europe';
import { northAmericaFestivals } from './festivals/north-america';
import { restOfWorldFestivals } from './festivals/rest-of-world';
import { ukFestivals } from './festivals/uk';
import type { Festival } from './schemas';

/** Every festival, sorted by date ascending (then by id). */
export const festivals: readonly Festival[] = [
  ...europeFestivals,
  ...northAmericaFestivals,
  ...restOfWorldFestivals,
  ...ukFestivals,
].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

/** The guide slug: the last path segment of the festival's guideUrl. */
export function festivalSlug(festival: Pick<Festival, 'guideUrl'>): string {
  return festival.guideUrl.slice(festival.guideUrl.lastIndexOf('/') + 1);
}

const bySlug = new Map(festivals.map((f) => [festivalSlug(f), f]));
const byId = new Map(festivals.map((f) => [f.id, f]));

export function findFestivalBySlug(slug: string): Festival | undefined {
  return bySlug.get(slug);
}

export function findFestivalById(id: number): Festival | undefined {
  return byId.get(id);
}
