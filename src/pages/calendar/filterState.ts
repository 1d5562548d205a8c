import { genreList } from '#content/genres';
import type { Festival } from '#content/schemas';

/** 'all' means the filter is off. */
export const ALL = 'all';

export type FilterState = {
  country: string;
  genre: string;
  /** Text searched for in festival names, as typed; blank means no search. */
  query: string;
  /** Only the festivals the visitor saved. */
  savedOnly: boolean;
};

export type FilterOptions = { countries: string[]; genres: string[] };

/** What the filters look at in a festival: the calendar page also writes it into its HTML (decision 018). */
export type FilteredFestival = Pick<Festival, 'id' | 'name' | 'genre'> & { location: Pick<Festival['location'], 'country'> };

/** The ids of the filter controls, which the page's inline script also sets before hydration. */
export const filterControlIds = { country: 'calendar-country', genre: 'calendar-genre', query: 'calendar-search', savedOnly: 'calendar-saved' } as const;

export const defaultFilters: FilterState = { country: ALL, genre: ALL, query: '', savedOnly: false };

/** Query-string keys of the filters, e.g. `?country=Belgium&genre=Techno&q=tomorrow&saved=1`. */
const keys = { country: 'country', genre: 'genre', query: 'q', savedOnly: 'saved' } as const;

/** The value of `saved` that turns the saved-only filter on. */
const ON = '1';

const MAX_QUERY_LENGTH = 100;

/**
 * Alphabetical, ignoring case. Country and genre names are English words, so code-unit order of
 * their lower case is the dictionary order; `localeCompare` would build a collator on the
 * calendar's first render, which costs a phone milliseconds of blocked main thread.
 */
function byText(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y) return 0;
  return x < y ? -1 : 1;
}

/** The distinct, sorted countries and genres of the given festivals; 'Rock, Metal' counts for both. */
export function filterOptions(festivals: readonly FilteredFestival[]): FilterOptions {
  const countries = new Set(festivals.map((festival) => festival.location.country));
  const genres = new Set(festivals.flatMap((festival) => genreList(festival.genre)));
  return { countries: [...countries].sort(byText), genres: [...genres].sort(byText) };
}

/** One value of a query parameter, or undefined when it is missing, blank or repeated. */
function single(params: URLSearchParams, key: string): string | undefined {
  const [value, ...others] = params.getAll(key);
  return value?.trim() && others.length === 0 ? value : undefined;
}

function oneOf(value: string | undefined, allowed: readonly string[]): string {
  return value !== undefined && allowed.includes(value) ? value : ALL;
}

/**
 * Reads the filters from the URL query; values that are not among the options count as 'all'.
 * The search keeps its spaces so that the search box shows exactly what was typed.
 */
export function readFilters(params: URLSearchParams, options: FilterOptions): FilterState {
  return {
    country: oneOf(single(params, keys.country), options.countries),
    genre: oneOf(single(params, keys.genre), options.genres),
    query: single(params, keys.query)?.slice(0, MAX_QUERY_LENGTH) ?? '',
    savedOnly: single(params, keys.savedOnly) === ON,
  };
}

/** The URL query for the filters: other parameters are kept, filters that are off are left out. */
export function writeFilters(params: URLSearchParams, filters: FilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: [string, string, string][] = [
    [keys.country, filters.country, ALL],
    [keys.genre, filters.genre, ALL],
    [keys.query, filters.query.trim() ? filters.query : '', ''],
    [keys.savedOnly, filters.savedOnly ? ON : '', ''],
  ];
  for (const [key, value, off] of entries) {
    next.delete(key);
    if (value !== off) next.set(key, value);
  }
  return next;
}

/** Lower case without accents, so 'sao' finds 'São'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * The festivals that pass every filter, in their given order. Every searched word must be in the
 * name; with `savedOnly`, the festival's id must be among `savedIds`.
 */
export function applyFilters<F extends FilteredFestival>(festivals: readonly F[], filters: FilterState, savedIds: readonly number[] = []): F[] {
  const words = fold(filters.query).split(/\s+/).filter(Boolean);
  return festivals.filter(
    (festival) =>
      (!filters.savedOnly || savedIds.includes(festival.id)) &&
      (filters.country === ALL || festival.location.country === filters.country) &&
      (filters.genre === ALL || genreList(festival.genre).includes(filters.genre)) &&
      words.every((word) => fold(festival.name).includes(word)),
  );
}

/** Why nothing is listed: nothing saved yet under 'Saved only', or the filters leave nothing. */
export type EmptyReason = 'unsaved' | 'unmatched';

export function emptyReason(filters: FilterState, savedIds: readonly number[]): EmptyReason {
  return filters.savedOnly && savedIds.length === 0 ? 'unsaved' : 'unmatched';
}
