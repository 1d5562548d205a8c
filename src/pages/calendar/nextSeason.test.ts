import { describe, expect, it } from 'vitest';
import { festivals } from '#content/festivals';
import { nextSeason } from './nextSeason';
import { upcomingFestivals } from './upcomingFestivals';

const gapOn = (today: string) => nextSeason(upcomingFestivals(festivals, today), today);

describe('nextSeason', () => {
  it('names the day the next season starts and its first three festivals when none falls in the next three months', () => {
    const gap = gapOn('2026-11-21');
    expect(gap?.starts).toBe('2027-03-26');
    expect(gap?.first.map(({ name }) => name)).toEqual(['Ultra Music Festival', 'Coachella', 'EDC Las Vegas']);
  });

  it('is no gap when a festival falls within three months, to the day', () => {
    expect(gapOn('2026-12-26')).toBeUndefined();
    expect(gapOn('2026-12-25')?.starts).toBe('2027-03-26');
    expect(gapOn('2027-06-01')).toBeUndefined();
  });

  it('is no gap when no festival is left to come', () => {
    expect(gapOn('2028-01-01')).toBeUndefined();
  });
});
