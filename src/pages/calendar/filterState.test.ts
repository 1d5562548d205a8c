import { describe, expect, it } from 'vitest';
import { festivals } from '#content/festivals';
import type { Festival } from '#content/schemas';
import {
  applyFilters,
  defaultFilters,
  filterOptions,
  readFilters,
  writeFilters,
} from './filterState';
import { upcomingFestivals } from './upcomingFestivals';

const names = (list: readonly Festival[]) => list.map((festival) => festival.name);

describe('filterOptions', () => {
  it('lists distinct, sorted countries and genres, splitting comma-separated genres', () => {
    const { countries, genres } = filterOptions(festivals);
    expect(countries).toEqual([...new Set(countries)].sort((a, b) => a.localeCompare(b)));
    expect(countries).toContain('Belgium');
    expect(countries).toContain('United Kingdom');
    expect(genres).toContain('Grime');
    expect(genres).toContain('Bassline');
    expect(genres.some((genre) => genre.includes(','))).toBe(false);
    expect(genres[0]).toBe('Alternative');
  });

  it('orders every real country and genre as an English dictionary would, ignoring case', () => {
    const { countries, genres } = filterOptions(festivals);
    const dictionary = (a: string, b: string) => a.localeCompare(b, 'en');
    expect(countries).toEqual([...countries].sort(dictionary));
    expect(genres).toEqual([...genres].sort(dictionary));
    const mixedCase = festivals.slice(0, 2).map((festival, i) => ({ ...festival, location: { ...festival.location, country: ['Canada', 'belgium'][i] ?? '' } }));
    expect(filterOptions(mixedCase).countries).toEqual(['belgium', 'Canada']);
  });

  it('only offers values of the festivals it is given', () => {
    const late = upcomingFestivals(festivals, '2027-08-27');
    expect(filterOptions(late)).toEqual({ countries: ['Brazil', 'United Kingdom'], genres: ['Alternative', 'Multi-Genre', 'Rock'] });
  });
});

describe('readFilters', () => {
  const options = filterOptions(festivals);
  const read = (query: string) => readFilters(new URLSearchParams(query), options);

  it('defaults to all, all, no search and not only saved festivals', () => {
    expect(read('')).toEqual(defaultFilters);
  });

  it('reads known values', () => {
    expect(read('country=Belgium&genre=Techno&q=tomorrow')).toEqual({ country: 'Belgium', genre: 'Techno', query: 'tomorrow', savedOnly: false });
    expect(read('saved=1').savedOnly).toBe(true);
  });

  it('ignores unknown, empty and repeated values', () => {
    expect(read('country=Narnia&genre=Polka')).toEqual(defaultFilters);
    expect(read('country=&genre=&q=')).toEqual(defaultFilters);
    expect(read('country=Belgium&country=Spain&q=a&q=b')).toEqual(defaultFilters);
    expect(read('country=belgium')).toEqual(defaultFilters);
    expect(read('genre=Rock,%20Metal')).toEqual(defaultFilters);
    expect(read('saved=yes&saved')).toEqual(defaultFilters);
    expect(read('saved=1&saved=1')).toEqual(defaultFilters);
  });

  it('keeps the search as typed, ignores a blank one and caps its length', () => {
    expect(read('q=ultra%20music').query).toBe('ultra music');
    expect(read('q=%20%20').query).toBe('');
    expect(read(`q=${'x'.repeat(500)}`).query).toHaveLength(100);
  });
});

describe('writeFilters', () => {
  it('leaves out filters that are off and keeps other parameters', () => {
    const params = writeFilters(new URLSearchParams('country=Spain&inspect'), { ...defaultFilters, genre: 'Techno' });
    expect(params.toString()).toBe('inspect=&genre=Techno');
  });

  it('writes every filter that is on and drops repeated values', () => {
    const params = writeFilters(new URLSearchParams('q=a&q=b'), { country: 'Belgium', genre: 'EDM', query: 'tomorrow ', savedOnly: true });
    expect(Object.fromEntries(params)).toEqual({ country: 'Belgium', genre: 'EDM', q: 'tomorrow ', saved: '1' });
    expect(params.getAll('q')).toEqual(['tomorrow ']);
    expect(writeFilters(new URLSearchParams(), { ...defaultFilters, query: '   ' }).toString()).toBe('');
  });

  it('round-trips through readFilters', () => {
    const filters = { country: 'United Kingdom', genre: 'Drum & Bass', query: 'boom', savedOnly: true };
    expect(readFilters(writeFilters(new URLSearchParams(), filters), filterOptions(festivals))).toEqual(filters);
  });
});

describe('applyFilters', () => {
  const upcoming = upcomingFestivals(festivals, '2026-11-21');

  it('keeps everything with the default filters', () => {
    expect(applyFilters(upcoming, defaultFilters)).toEqual(upcoming);
  });

  it('filters by country', () => {
    const result = applyFilters(upcoming, { ...defaultFilters, country: 'Germany' });
    expect(names(result)).toEqual(['Rock am Ring', 'Lollapalooza Berlin']);
  });

  it('matches a genre inside a comma-separated list', () => {
    const result = applyFilters(upcoming, { ...defaultFilters, genre: 'Grime' });
    expect(names(result)).toEqual(['Parklife', 'Wireless Festival']);
  });

  it('combines country, genre and search', () => {
    expect(names(applyFilters(upcoming, { ...defaultFilters, country: 'United Kingdom', genre: 'Drum & Bass' }))).toEqual([
      'Boomtown Fair',
      'Boardmasters',
    ]);
    expect(names(applyFilters(upcoming, { ...defaultFilters, country: 'United Kingdom', genre: 'Drum & Bass', query: 'board' }))).toEqual([
      'Boardmasters',
    ]);
    expect(applyFilters(upcoming, { ...defaultFilters, country: 'Belgium', genre: 'Techno' })).toEqual([]);
  });

  it('keeps only saved festivals when asked, combined with the other filters', () => {
    const saved = [1, 3, 999];
    expect(names(applyFilters(upcoming, { ...defaultFilters, savedOnly: true }, saved))).toEqual(['Glastonbury Festival', 'Tomorrowland']);
    expect(names(applyFilters(upcoming, { ...defaultFilters, savedOnly: true, country: 'Belgium' }, saved))).toEqual(['Tomorrowland']);
    expect(applyFilters(upcoming, { ...defaultFilters, savedOnly: true }, [])).toEqual([]);
    expect(applyFilters(upcoming, defaultFilters, [1])).toEqual(upcoming);
  });

  it('searches names without caring about case or accents', () => {
    expect(names(applyFilters(upcoming, { ...defaultFilters, query: 'LOLLA' }))).toEqual(['Lollapalooza Berlin', 'Lollapalooza Chicago']);
    expect(names(applyFilters(upcoming, { ...defaultFilters, query: 'opén' }))).toEqual(["Open'er Festival"]);
    expect(names(applyFilters(upcoming, { ...defaultFilters, query: ' the town ' }))).toEqual(['The Town']);
    expect(names(applyFilters(upcoming, { ...defaultFilters, query: 'lolla  ber' }))).toEqual(['Lollapalooza Berlin']);
  });
});
