import type { Festival } from '#content/schemas';
import { runningDays } from '#src/features/festival-card/festivalDays';

/** A day as a number, yyyyMMdd: a cheap key to look a day of the month grid up by. */
export const dayKey = (date: Date) => date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();

const isoKey = (iso: string) => Number(iso.replaceAll('-', ''));

/** The festivals running on each day (yyyy-MM-dd), every day of every run, each list in the festivals' order. */
export type FestivalsByDay = {
  /** Whether any festival runs on the day. */
  has: (date: Date) => boolean;
  /** The festivals running on a day (yyyy-MM-dd). */
  on: (iso: string) => readonly Festival[];
};

/** Each festival's days as keys, worked out once per festival: a filter that changes the list reuses them. */
const keysOf = new WeakMap<Festival, number[]>();

function dayKeys(festival: Festival): number[] {
  let keys = keysOf.get(festival);
  if (!keys) {
    keys = runningDays(festival).map(isoKey);
    keysOf.set(festival, keys);
  }
  return keys;
}

/**
 * Indexes the festivals by the days they run, once for a list: the month grid then asks about a
 * day with one lookup, not a walk through every festival's days.
 */
export function festivalsByDay(festivals: readonly Festival[]): FestivalsByDay {
  const byDay = new Map<number, Festival[]>();
  for (const festival of festivals) {
    for (const key of dayKeys(festival)) {
      const running = byDay.get(key);
      if (running) running.push(festival);
      else byDay.set(key, [festival]);
    }
  }
  return { has: (date) => byDay.has(dayKey(date)), on: (iso) => byDay.get(isoKey(iso)) ?? [] };
}
