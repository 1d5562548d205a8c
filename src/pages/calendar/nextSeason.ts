import { addMonths, format, parseISO } from 'date-fns';
import type { Festival } from '#content/schemas';

/** How far ahead a visitor looks before an empty stretch needs explaining. */
const HORIZON_MONTHS = 3;

/** How many of the next season's festivals the calendar names. */
const FIRST_SHOWN = 3;

/**
 * When no festival falls in the next three months: the day the next season starts, and its first
 * festivals. `upcoming` is sorted, earliest first (src/pages/calendar/upcomingFestivals.ts).
 */
export function nextSeason(upcoming: readonly Festival[], today: string): { starts: string; first: Festival[] } | undefined {
  const next = upcoming[0];
  if (!next) return undefined;
  const horizon = format(addMonths(parseISO(today), HORIZON_MONTHS), 'yyyy-MM-dd');
  if (next.date <= horizon) return undefined;
  return { starts: next.date, first: upcoming.slice(0, FIRST_SHOWN) };
}
