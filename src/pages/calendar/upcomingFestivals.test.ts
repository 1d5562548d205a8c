import { describe, expect, it } from 'vitest';
import { festivals } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { upcomingFestivals } from './upcomingFestivals';

const names = (list: readonly Festival[]) => list.map((festival) => festival.name);

describe('upcomingFestivals', () => {
  it('keeps every festival on 2026-11-21, earliest first', () => {
    const upcoming = upcomingFestivals(festivals, '2026-11-21');
    expect(upcoming).toHaveLength(festivals.length);
    expect(upcoming[0]?.name).toBe('Ultra Music Festival');
    const dates = upcoming.map((festival) => festival.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('keeps festivals dated today and drops earlier ones', () => {
    const upcoming = upcomingFestivals(festivals, '2027-08-11');
    expect(upcoming.every((festival) => festival.date >= '2027-08-11')).toBe(true);
    expect(names(upcoming).slice(0, 3)).toEqual(['Sziget Festival', 'Boomtown Fair', 'Boardmasters']);
    expect(names(upcoming)).toContain('The Town');
    expect(upcomingFestivals(festivals, '2027-09-05')).toEqual([]);
  });

  it('sorts whatever order it is given', () => {
    const reversed = [...festivals].reverse();
    expect(names(upcomingFestivals(reversed, '2026-11-21'))).toEqual(names(upcomingFestivals(festivals, '2026-11-21')));
  });
});
