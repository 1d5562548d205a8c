import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '#src/lib/storage';
import { applyCalendarFiltersEarly } from './calendarFilters';
import type { FilteredFestival } from '#src/pages/calendar/filterState';

const listed: FilteredFestival[] = [
  { id: 5, name: 'Ultra Music Festival', genre: 'EDM', location: { country: 'United States' } },
  { id: 1, name: 'Tomorrowland', genre: 'EDM', location: { country: 'Belgium' } },
  { id: 3, name: 'Glastonbury', genre: 'Multi-Genre', location: { country: 'United Kingdom' } },
];

/** A filter select, then its options, then its Reset button, each added on its own as the parser does. */
const select = (id: string, values: string[]): Part[] => [
  [`<div id="${id}-row"><select id="${id}"></select></div>`],
  ...['all', ...values].map((value): Part => [`<option value="${value}">${value}</option>`, `#${id}`]),
  ['<button type="button" disabled>Reset</button>', `#${id}-row`],
];

/** Markup, and where it goes (the page's end, unless a selector says). */
type Part = [html: string, into?: string];

/** The calendar's prerendered parts, in page order, as the parser adds them one by one. */
const parts: Part[] = [
  [`<div data-calendar-festivals='${JSON.stringify(listed)}'><p role="status">3 festivals</p></div>`],
  ...select('calendar-country', ['Belgium', 'United Kingdom', 'United States']),
  ...select('calendar-genre', ['EDM', 'Multi-Genre']),
  ['<input id="calendar-search" type="search" />'],
  ['<input id="calendar-saved" type="checkbox" />'],
  ...listed.map(({ id, name }): Part => [`<li data-festival-id="${id}"><button type="button">Save ${name}</button></li>`]),
  ['<div data-calendar-empty="unmatched" hidden>No festivals match your criteria.</div>'],
  ['<div data-calendar-empty="unsaved" hidden>No festivals saved yet.</div>'],
];

let host: HTMLElement | undefined;

/** Runs the early filters on a URL query, then "parses" the page one part at a time. */
async function parse(query: string) {
  history.replaceState(null, '', `/festival-calendar${query}`);
  applyCalendarFiltersEarly(document);
  host = document.createElement('div');
  document.body.append(host);
  for (const [html, into] of parts) {
    (into ? (host.querySelector(into) as Element) : host).insertAdjacentHTML('beforeend', html);
    await Promise.resolve();
  }
  document.dispatchEvent(new Event('DOMContentLoaded'));
  await new Promise((resolve) => setTimeout(resolve));
  const shown = [...host.querySelectorAll('li:not([data-early-filtered])')].map((item) => item.textContent);
  const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
  return {
    shown,
    emptyShown: [...host.querySelectorAll('[data-calendar-empty][data-early-shown]')].map((empty) => empty.getAttribute('data-calendar-empty')),
    country: value('calendar-country'),
    genre: value('calendar-genre'),
    query: value('calendar-search'),
    savedOnly: (document.getElementById('calendar-saved') as HTMLInputElement).checked,
    resets: [...host.querySelectorAll<HTMLButtonElement>('select + button')].map((button) => button.disabled),
  };
}

afterEach(() => {
  host?.remove();
  host = undefined;
  localStorage.clear();
  delete document.documentElement.dataset.hydrated;
  history.replaceState(null, '', '/');
});

describe("the calendar's URL filters before hydration", () => {
  it('shows only the festivals the URL selects, and sets the filters to it', async () => {
    expect(await parse('?country=Belgium&genre=EDM')).toEqual({
      shown: ['Save Tomorrowland'],
      emptyShown: [],
      country: 'Belgium',
      genre: 'EDM',
      query: '',
      savedOnly: false,
      resets: [false, false],
    });
  });

  it('searches names as the app does, accents and case aside', async () => {
    expect((await parse('?q=GLASTÓN')).shown).toEqual(['Save Glastonbury']);
  });

  it('shows the empty state when nothing matches', async () => {
    const page = await parse('?country=Belgium&genre=Multi-Genre');
    expect(page.shown).toEqual([]);
    expect(page.emptyShown).toEqual(['unmatched']);
  });

  it('says that nothing is saved yet with saved=1 and nothing saved, whatever the other filters', async () => {
    expect((await parse('?saved=1&country=Belgium')).emptyShown).toEqual(['unsaved']);
    host?.remove();
    localStorage.setItem(storageKeys.savedFestivals, JSON.stringify([3]));
    expect((await parse('?saved=1&country=Belgium')).emptyShown).toEqual(['unmatched']);
  });

  it('keeps only the saved festivals with saved=1, read from storage', async () => {
    localStorage.setItem(storageKeys.savedFestivals, JSON.stringify([3]));
    const page = await parse('?saved=1');
    expect(page.shown).toEqual(['Save Glastonbury']);
    expect(page.savedOnly).toBe(true);
  });

  it('ignores values the app ignores: unknown, blank or repeated', async () => {
    const page = await parse('?country=Atlantis&genre=EDM&genre=Rock&q=%20');
    expect(page.shown).toEqual(['Save Ultra Music Festival', 'Save Tomorrowland', 'Save Glastonbury']);
    expect([page.country, page.genre, page.resets]).toEqual(['all', 'all', [true, true]]);
  });

  it("leaves the page to the app's own render once it has hydrated", async () => {
    await parse('?country=Belgium&genre=Multi-Genre');
    expect(document.querySelectorAll('[data-early-filtered], [data-early-shown]')).toHaveLength(4);
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelectorAll('[data-early-filtered], [data-early-shown]')).toHaveLength(0);
  });
});
