import { describe, expect, it, vi } from 'vitest';
import { findFestivalBySlug } from '#content/festivals';
import { gearItems } from '#content/gear';
import { guideFor } from '#content/guides';
import { flightSearchUrl } from '#content/links';
import { renderApp } from '#src/test/renderApp';

async function renderGuide(slug: string) {
  const result = await renderApp(`/festival-guides/${slug}`);
  const festival = findFestivalBySlug(slug);
  await expect.element(result.screen.getByRole('heading', { level: 1, name: `${festival?.name} Guide` })).toBeVisible();
  return { ...result, main: result.screen.getByRole('main') };
}

const hotelDates = (href: string | null) => {
  const url = new URL(href ?? '');
  return [url.searchParams.get('checkin'), url.searchParams.get('checkout')];
};

describe('festival guide page', () => {
  it('shows the name, description and quick facts', async () => {
    const { main } = await renderGuide('coachella');
    await expect.element(main.getByText(findFestivalBySlug('coachella')?.description.split('\n')[0] ?? '-')).toBeVisible();
    const facts = main.getByRole('region', { name: 'Quick Facts' });
    await expect.element(facts.getByText('Indio, United States')).toBeVisible();
    await expect.element(facts.getByText('April 9th – 11th and April 16th – 18th, 2027')).toBeVisible();
    expect([...facts.element().querySelectorAll('time')].map((time) => time.dateTime)).toEqual(['2027-04-09', '2027-04-11', '2027-04-16', '2027-04-18']);
    await expect.element(facts.getByText('Multi-Genre')).toBeVisible();
  });

  it('shows how to get there and where to stay, with flight and hotel links', async () => {
    const guide = guideFor('coachella')!;
    const { main } = await renderGuide('coachella');
    const travel = main.getByRole('region', { name: 'Travel & Accommodation' });
    await expect.element(travel.getByRole('heading', { level: 3, name: 'Getting There' })).toBeVisible();
    const airports = travel.getByRole('list').first().getByRole('listitem');
    expect(airports.elements().map((item) => item.textContent)).toEqual(
      guide.gettingThere.airports.map((airport) => `${airport.name} (${airport.iata}): ${airport.note}`),
    );
    for (const paragraph of guide.gettingThere.transit) await expect.element(travel.getByText(paragraph)).toBeVisible();
    await expect.element(travel.getByText(guide.gettingThere.driving!)).toBeVisible();
    await expect.element(travel.getByRole('heading', { level: 3, name: 'Where to Stay' })).toBeVisible();
    await expect.element(travel.getByText(guide.staying.camping)).toBeVisible();
    const flights = travel.getByRole('link', { name: 'Find Flights (opens in a new tab)' });
    await expect.element(flights).toHaveAttribute('href', flightSearchUrl('PSP'));
    await expect.element(flights).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    const book = travel.getByRole('link', { name: 'Book (opens in a new tab)' });
    await expect.element(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect.element(book).toHaveAttribute('target', '_blank');
    expect(hotelDates(book.element().getAttribute('href'))).toEqual(['2027-04-09', '2027-04-12']);
  });

  it('names the sources of every part, each link distinct', async () => {
    const guide = guideFor('tomorrowland')!;
    const { main } = await renderGuide('tomorrowland');
    const parts = [
      ['Getting There', guide.gettingThere.sources],
      ['Where to Stay', guide.staying.sources],
      ['Weather', guide.weather.sources],
      ['Survival Tips', guide.tips.sources],
    ] as const;
    for (const [part, urls] of parts) {
      for (const [index, url] of urls.entries()) {
        const link = main.getByRole('link', { name: new RegExp(`, source ${index + 1} of ${part} \\(opens in a new tab\\)$`) });
        await expect.element(link).toHaveAttribute('href', url);
        await expect.element(link).toHaveAttribute('target', '_blank');
      }
    }
    const names = main.getByRole('link', { name: /, source \d+ of / }).elements().map((link) => link.textContent);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has the weather, the gear this festival calls for, the gear checklist link and the survival tips', async () => {
    const guide = guideFor('coachella')!;
    const { main, location } = await renderGuide('coachella');
    const packing = main.getByRole('region', { name: 'Packing & Survival' });
    await expect.element(packing.getByRole('heading', { level: 3, name: `Weather: ${guide.weather.month}` })).toBeVisible();
    await expect.element(packing.getByText(guide.weather.typical)).toBeVisible();
    await expect.element(packing.getByText(guide.weather.packing)).toBeVisible();
    const gear = packing.getByRole('list', { name: 'Gear this festival calls for' }).getByRole('listitem');
    expect(gear.elements().map((item) => item.textContent)).toEqual(
      guide.packingFocus.map(({ itemId, reason }) => `${gearItems.find((item) => item.id === itemId)?.name}: ${reason}`),
    );
    const tips = packing.getByRole('list', { name: 'Survival tips' }).getByRole('listitem');
    expect(tips.elements().map((item) => item.textContent)).toEqual(guide.tips.items);
    await packing.getByRole('link', { name: 'Festival Gear Checklist' }).click();
    expect(location.history?.at(-1)).toBe('/gear-checklists?festival=coachella');
  });

  it('links the official site and its travel page, and says that details change each year', async () => {
    const guide = guideFor('rock-am-ring')!;
    const { main } = await renderGuide('rock-am-ring');
    const links = main.getByRole('region', { name: 'Official Links' });
    await expect.element(links.getByText('Details change each year: check the official site before you travel.')).toBeVisible();
    const official = links.getByRole('link', { name: 'Rock am Ring official site (opens in a new tab)' });
    await expect.element(official).toHaveAttribute('href', guide.officialSite);
    await expect.element(official).toHaveAttribute('target', '_blank');
    await expect.element(official).toHaveAttribute('rel', 'noopener noreferrer');
    await expect
      .element(links.getByRole('link', { name: 'Getting there: travel information (opens in a new tab)' }))
      .toHaveAttribute('href', guide.gettingThereUrl);
    await expect.element(links.getByText('Facts last checked on 27 November 2026.')).toBeVisible();
  });

  it('links the official site once when it is also the travel page', async () => {
    const guide = guideFor('hellfest')!;
    expect(guide.gettingThereUrl).toBe(guide.officialSite);
    const { main } = await renderGuide('hellfest');
    const links = main.getByRole('region', { name: 'Official Links' }).getByRole('link');
    expect(links.elements().map((link) => link.getAttribute('href'))).toEqual([guide.officialSite]);
  });

  it('links the official map when the festival has a ticket link, and back to all guides', async () => {
    const { main, location } = await renderGuide('coachella');
    const map = main.getByRole('region', { name: 'Interactive Venue Map' });
    await expect
      .element(map.getByRole('link', { name: 'Check for Official Map (opens in a new tab)' }))
      .toHaveAttribute('href', findFestivalBySlug('coachella')?.ticketUrl);
    await main.getByRole('link', { name: 'Back to All Guides' }).click();
    expect(location.history?.at(-1)).toBe('/festival-guides');
  });

  it('gives every festival its own guide, and no official map without a ticket link', async () => {
    const guide = guideFor('boomtown')!;
    const { main } = await renderGuide('boomtown');
    await expect.element(main.getByText(guide.staying.camping)).toBeVisible();
    await expect
      .element(main.getByRole('link', { name: 'Find Flights (opens in a new tab)' }))
      .toHaveAttribute('href', flightSearchUrl(guide.gettingThere.airports[0]!.iata));
    expect(main.getByRole('link', { name: /Check for Official Map/ }).elements()).toHaveLength(0);
    await expect.element(main.getByRole('region', { name: 'Interactive Venue Map' })).toBeVisible();
  });

  it('books three nights across a month end', async () => {
    const { main } = await renderGuide('opener');
    const book = main.getByRole('link', { name: 'Book (opens in a new tab)' });
    expect(hotelDates(book.element().getAttribute('href'))).toEqual(['2027-06-30', '2027-07-03']);
  });

  it('checks in on the first day of a festival of several days, as the spec says', async () => {
    const { main } = await renderGuide('glastonbury');
    const book = main.getByRole('link', { name: 'Book (opens in a new tab)' });
    expect(hotelDates(book.element().getAttribute('href'))).toEqual(['2027-06-23', '2027-06-26']);
  });

  it('carries schema.org event data for the festival', async () => {
    await renderGuide('coachella');
    const script = document.querySelector('main script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data['@type']).toEqual(['MusicEvent', 'Festival']);
    expect(data).toMatchObject({ name: 'Coachella', startDate: '2027-04-09', endDate: '2027-04-18', location: { address: { addressLocality: 'Indio' } } });
  });

  it('shows the not-found page for an unknown slug', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { screen } = await renderApp('/festival-guides/atlantis');
    await expect.element(screen.getByRole('heading', { name: '404' })).toBeVisible();
    vi.restoreAllMocks();
  });
});
