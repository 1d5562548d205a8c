import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { festivals } from '#content/festivals';
import { storageKeys } from '#src/lib/storage';
import { expectDrawnOnlyNearTheScreen } from '#src/test/drawnNearTheScreen';
import { renderApp } from '#src/test/renderApp';

const cardTitles = () => [...document.querySelectorAll('main article h3')].map((heading) => heading.textContent);

async function renderCalendar(query = '') {
  const result = await renderApp(`/festival-calendar${query}`);
  // The page's code loads on demand, the first time in a file with the whole page to transform.
  await expect.element(result.screen.getByRole('heading', { level: 1, name: 'Global Festival Calendar' }), { timeout: 10_000 }).toBeVisible();
  return result;
}

describe('calendar page', () => {
  it('lists every upcoming festival, earliest first, and links the map', async () => {
    const { screen } = await renderCalendar();
    await expect.element(screen.getByText(`${festivals.length} festivals`, { exact: true })).toBeVisible();
    const titles = cardTitles();
    expect(titles).toHaveLength(festivals.length);
    expect(titles[0]).toBe('Ultra Music Festival');
    expect(titles.at(-1)).toBe('The Town');
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('link', { name: 'Explore the Festival Map' })).toHaveAttribute('href', '/festival-map');
  });

  it('draws only the cards near the screen, each as it comes near', async () => {
    await renderCalendar();
    await expectDrawnOnlyNearTheScreen([...document.querySelectorAll('main article h3')]);
  });

  it('counts the festivals shown in a polite live region just above the filters', async () => {
    const { screen } = await renderCalendar();
    const count = screen.getByText(`${festivals.length} festivals`, { exact: true });
    await expect.element(count).toBeVisible();
    await expect.element(count).toHaveAttribute('role', 'status');
    const region = count.element();
    expect(region.parentElement?.nextElementSibling).toBe(screen.getByRole('search', { name: 'Filter festivals' }).element());
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    await expect.poll(() => region.textContent).toBe(`${festivals.filter((festival) => festival.location.country === 'United Kingdom').length} festivals`);
  });

  it('links each festival to its spot on the map with festivalId, lat and lng', async () => {
    const { screen } = await renderCalendar();
    const card = screen.getByRole('article', { name: 'Tomorrowland' });
    await expect.element(card.getByRole('link', { name: 'View on Map' })).toHaveAttribute(
      'href',
      '/festival-map?festivalId=1&lat=51.0917&lng=4.3806',
    );
  });

  it('leaves out festivals dated before today', async () => {
    vi.setSystemTime(new Date('2027-08-11T12:00:00'));
    const { screen } = await renderCalendar();
    await expect.element(screen.getByText('6 festivals', { exact: true })).toBeVisible();
    expect(cardTitles().slice(0, 3)).toEqual(['Sziget Festival', 'Boomtown Fair', 'Boardmasters']);
    const countries = [...document.querySelectorAll<HTMLOptionElement>('#calendar-country option')].map((option) => option.text);
    expect(countries).toEqual(['All countries', 'Brazil', 'Hungary', 'United Kingdom']);
  });

  it('explains the season gap: when no festival falls in the next three months, says when the next season starts and names its first festivals', async () => {
    vi.setSystemTime(new Date('2026-11-27T12:00:00'));
    const { screen } = await renderCalendar();
    const gap = screen.getByRole('region', { name: 'The next season starts in March 2027' });
    await expect.element(gap).toBeVisible();
    await expect.element(gap).toHaveTextContent('no festival falls in the next three months');
    await expect.element(gap).toHaveTextContent('The first one opens on March 26th, 2027.');
    const first = gap.getByRole('list', { name: 'First festivals of the season' }).getByRole('listitem');
    await expect.element(first).toHaveLength(3);
    await expect.element(first.nth(1)).toHaveTextContent('Coachella April 9th – 11th and April 16th – 18th, 2027 · Indio, United States');
    await expect.element(first.nth(0).getByRole('link', { name: 'Ultra Music Festival' })).toHaveAttribute('href', '/festival-guides/ultra-miami');
  });

  it('says nothing of a gap when a festival falls within three months', async () => {
    vi.setSystemTime(new Date('2027-01-10T12:00:00'));
    const { screen } = await renderCalendar();
    await expect.element(screen.getByText(`${festivals.length} festivals`, { exact: true })).toBeVisible();
    expect(screen.getByRole('region', { name: /next season starts/ }).elements()).toHaveLength(0);
  });

  it('offers distinct, sorted options, one per genre of a comma-separated list', async () => {
    await renderCalendar();
    const options = (id: string) => [...document.querySelectorAll<HTMLOptionElement>(`#${id} option`)].map((option) => option.value);
    const genres = options('calendar-genre');
    expect(genres[0]).toBe('all');
    expect(genres.slice(1)).toEqual([...genres.slice(1)].sort((a, b) => a.localeCompare(b)));
    expect(genres).toContain('Grime');
    expect(genres.some((genre) => genre.includes(','))).toBe(false);
    const countries = options('calendar-country');
    expect(new Set(countries).size).toBe(countries.length);
  });

  it('filters by country, writes it to the URL, and resets', async () => {
    const { screen, location } = await renderCalendar();
    const reset = screen.getByRole('button', { name: 'Reset country' });
    await expect.element(reset).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Germany');
    await expect.element(screen.getByText('2 festivals', { exact: true })).toBeVisible();
    expect(cardTitles()).toEqual(['Rock am Ring', 'Lollapalooza Berlin']);
    expect(location.history?.at(-1)).toBe('/festival-calendar?country=Germany');
    expect(location.history).toHaveLength(1);
    await reset.click();
    await expect.element(screen.getByText(`${festivals.length} festivals`, { exact: true })).toBeVisible();
    await expect.element(screen.getByLabelText('Country')).toHaveValue('all');
    expect(location.history?.at(-1)).toBe('/festival-calendar');
  });

  it('matches a genre inside a comma-separated list and resets it', async () => {
    const { screen, location } = await renderCalendar();
    await userEvent.selectOptions(screen.getByLabelText('Genre'), 'Grime');
    await expect.element(screen.getByText('2 festivals', { exact: true })).toBeVisible();
    expect(cardTitles()).toEqual(['Parklife', 'Wireless Festival']);
    expect(location.history?.at(-1)).toBe('/festival-calendar?genre=Grime');
    await screen.getByRole('button', { name: 'Reset genre' }).click();
    await expect.element(screen.getByLabelText('Genre')).toHaveValue('all');
    // The list follows the filter in a render of its own, after the select has painted.
    await expect.poll(cardTitles).toHaveLength(festivals.length);
  });

  it('reads shared filters from the URL', async () => {
    const { screen } = await renderCalendar('?country=United+Kingdom&genre=Drum+%26+Bass');
    await expect.element(screen.getByLabelText('Country')).toHaveValue('United Kingdom');
    await expect.element(screen.getByLabelText('Genre')).toHaveValue('Drum & Bass');
    expect(cardTitles()).toEqual(['Boomtown Fair', 'Boardmasters']);
  });

  it('shows the empty state when nothing matches', async () => {
    const { screen } = await renderCalendar('?country=Belgium&genre=Techno');
    await expect.element(screen.getByText('No festivals match your criteria.')).toBeVisible();
    await expect.element(screen.getByText('Try adjusting your filters!')).toBeVisible();
    expect(cardTitles()).toEqual([]);
  });

  it('ignores unknown, empty and repeated query values', async () => {
    const { screen } = await renderCalendar('?country=Narnia&genre=&q=a&q=b');
    await expect.element(screen.getByText(`${festivals.length} festivals`, { exact: true })).toBeVisible();
    await expect.element(screen.getByLabelText('Country')).toHaveValue('all');
    await expect.element(screen.getByLabelText('Genre')).toHaveValue('all');
    await expect.element(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
  });

  it('searches festivals by name and keeps the search in the URL', async () => {
    const { screen, location } = await renderCalendar();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'lolla ber');
    await expect.element(screen.getByText('1 festival', { exact: true })).toBeVisible();
    expect(cardTitles()).toEqual(['Lollapalooza Berlin']);
    expect(location.history?.at(-1)).toBe('/festival-calendar?q=lolla+ber');
  });

  it('saves festivals from their cards, and Saved only shows just those, kept in the URL', async () => {
    const { screen, location } = await renderCalendar();
    const savedOnly = screen.getByRole('checkbox', { name: 'Saved only' });
    await expect.element(savedOnly).not.toBeChecked();
    await screen.getByRole('button', { name: 'Save Tomorrowland' }).click();
    await screen.getByRole('button', { name: 'Save Glastonbury Festival' }).click();
    await savedOnly.click();
    await expect.element(screen.getByText('2 festivals', { exact: true })).toBeVisible();
    expect(cardTitles()).toEqual(['Glastonbury Festival', 'Tomorrowland']);
    expect(location.history?.at(-1)).toBe('/festival-calendar?saved=1');
    await screen.getByRole('button', { name: 'Save Tomorrowland' }).click();
    await expect.element(screen.getByText('1 festival', { exact: true })).toBeVisible();
    await savedOnly.click();
    await expect.element(screen.getByText(`${festivals.length} festivals`, { exact: true })).toBeVisible();
    expect(location.history?.at(-1)).toBe('/festival-calendar');
  });

  it('reads Saved only from the URL and offers the saved festivals as one calendar file', async () => {
    localStorage.setItem(storageKeys.savedFestivals, '[1, 3]');
    const { screen } = await renderCalendar('?saved=1');
    await expect.element(screen.getByRole('checkbox', { name: 'Saved only' })).toBeChecked();
    await expect.element(screen.getByText('2 festivals', { exact: true })).toBeVisible();
    const link = screen.getByRole('link', { name: 'Add saved festivals to calendar' });
    await expect.element(link).toHaveAttribute('download', 'saved-festivals.ics');
    const href = link.element().getAttribute('href') ?? '';
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const file = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    // Tomorrowland's two weekends and Glastonbury.
    expect(file.match(/^BEGIN:VEVENT$/gm)).toHaveLength(3);
    expect(file).toContain('SUMMARY:Tomorrowland (2 of 2)');
  });

  it('with nothing saved, Saved only says so and how to save, and offers no calendar file', async () => {
    const { screen } = await renderCalendar('?saved=1');
    await expect.element(screen.getByText('No festivals saved yet.')).toBeVisible();
    await expect.element(screen.getByText("Untick 'Saved only', then press Save on any festival to find it here.")).toBeVisible();
    await expect.element(screen.getByText('No festivals match your criteria.')).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Add saved festivals to calendar' }).elements()).toHaveLength(0);
  });
});
