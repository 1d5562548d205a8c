import { describe, expect, it } from 'vitest';
import { festivals, findFestivalBySlug } from '#content/festivals';
import { runningDays } from '#src/features/festival-card/festivalDays';
import { festivalsByDay } from './festivalsByDay';

const names = (list: readonly { name: string }[]) => list.map(({ name }) => name);

describe('festivalsByDay', () => {
  const index = festivalsByDay(festivals);

  it('has every day of a festival, not only its first', () => {
    expect(index.has(new Date(2027, 5, 25))).toBe(true);
    expect(names(index.on('2027-06-25'))).toContain('Glastonbury Festival');
  });

  it('has the days of both weekends of a two-weekend festival, and not the days between', () => {
    const tomorrowland = findFestivalBySlug('tomorrowland')!;
    for (const day of ['2027-07-16', '2027-07-18', '2027-07-23', '2027-07-25']) expect(index.on(day)).toContain(tomorrowland);
    for (const day of ['2027-07-19', '2027-07-22']) expect(index.on(day)).not.toContain(tomorrowland);
  });

  it('lists every festival running on a day, in the list\'s order', () => {
    const day = '2027-08-13';
    const running = festivals.filter((festival) => runningDays(festival).includes(day));
    expect(running.length).toBeGreaterThanOrEqual(2);
    expect(names(index.on(day))).toEqual(names(running));
  });

  it('has no festival on a day none runs', () => {
    expect(index.has(new Date(2027, 0, 15))).toBe(false);
    expect(index.on('2027-01-15')).toEqual([]);
  });
});
