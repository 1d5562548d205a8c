import { byDateThenId } from '#content/festivals';
import type { Festival } from '#content/schemas';

/** Festivals dated today (yyyy-MM-dd) or later, earliest first. */
export function upcomingFestivals(festivals: readonly Festival[], today: string): Festival[] {
  return festivals
    .filter((festival) => festival.date >= today)
    .sort(byDateThenId);
}
