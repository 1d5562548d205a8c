import { describe, expect, it, vi } from 'vitest';
import { coachellaGuide, defaultGuide } from '#content/guides';
import { findFestivalBySlug } from '#content/festivals';
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
    await expect.element(facts.getByText('April 9th – 18th, 2027')).toBeVisible();
    expect([...facts.element().querySelectorAll('time')].map((time) => time.dateTime)).toEqual(['2027-04-09', '2027-04-18']);
    await expect.element(facts.getByText('Multi-Genre')).toBeVisible();
  });

  it('uses the Coachella travel text with flight and hotel links', async () => {
    const { main } = await renderGuide('coachella');
    const travel = main.getByRole('region', { name: 'Travel & Accommodation' });
    await expect.element(travel.getByText(coachellaGuide.travel.flights)).toBeVisible();
    await expect.element(travel.getByText(coachellaGuide.travel.gettingThere)).toBeVisible();
    await expect.element(travel.getByText(coachellaGuide.accommodation)).toBeVisible();
    const flights = travel.getByRole('link', { name: 'Find Flights (opens in a new tab)' });
    await expect.element(flights).toHaveAttribute('href', coachellaGuide.flightsUrl);
    await expect.element(flights).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    const book = travel.getByRole('link', { name: 'Book (opens in a new tab)' });
    await expect.element(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect.element(book).toHaveAttribute('target', '_blank');
    expect(hotelDates(book.element().getAttribute('href'))).toEqual(['2027-04-09', '2027-04-12']);
  });

  it('has packing text, the gear checklist link and the survival tips', async () => {
    const { main, location } = await renderGuide('coachella');
    const packing = main.getByRole('region', { name: 'Packing & Survival' });
    await expect.element(packing.getByText(coachellaGuide.packing)).toBeVisible();
    const tips = packing.getByRole('listitem').elements().map((item) => item.textContent);
    expect(tips).toEqual(coachellaGuide.survivalTips);
    await packing.getByRole('link', { name: 'Festival Gear Checklist' }).click();
    expect(location.history?.at(-1)).toBe('/gear-checklists');
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

  it('uses the default text for other festivals and no official map without a ticket link', async () => {
    const { main } = await renderGuide('boomtown');
    await expect.element(main.getByText(defaultGuide.travel.flights)).toBeVisible();
    await expect.element(main.getByRole('link', { name: 'Find Flights (opens in a new tab)' })).toHaveAttribute('href', defaultGuide.flightsUrl);
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
