import { europeFestivals } from './festivals/europe';
import { northAmericaFestivals } from './festivals/north-america';
import { restOfWorldFestivals } from './festivals/rest-of-world';
import { ukFestivals } from './festivals/uk';
import type { Festival } from './schemas';

/**
 * Earlier date first, then lower id. ISO dates (yyyy-MM-dd) order correctly as plain strings, so
 * no locale collation is needed: `localeCompare` builds a collator on its first call, which cost a
 * phone tens of milliseconds in the script every page runs before it can hydrate.
 */
export function byDateThenId(a: Pick<Festival, 'date' | 'id'>, b: Pick<Festival, 'date' | 'id'>): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.id - b.id;
}

/** Every festival, sorted by date ascending (then by id). */
export const festivals: readonly Festival[] = [...europeFestivals, ...northAmericaFestivals, ...restOfWorldFestivals, ...ukFestivals].sort(byDateThenId);

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
