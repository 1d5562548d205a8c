import { europeFestivals } from '#content/festivals/europe';
import { northAmericaFestivals } from '#content/festivals/north-america';
import { restOfWorldFestivals } from '#content/festivals/rest-of-world';
import { ukFestivals } from '#content/festivals/uk';
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

/** The festival's poster in public/, when it has one (a missing one shows the fallback artwork). */
export function posterPath(festival: Pick<Festival, 'slug' | 'poster'>): string | undefined {
  return festival.poster ? `/images/posters/${festival.slug}.svg` : undefined;
}

const bySlug = new Map(festivals.map((f) => [f.slug, f]));
const byId = new Map(festivals.map((f) => [f.id, f]));

export function findFestivalBySlug(slug: string): Festival | undefined {
  return bySlug.get(slug);
}

export function findFestivalById(id: number): Festival | undefined {
  return byId.get(id);
}
