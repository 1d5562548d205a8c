import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { topDestinations, travelDealGroups } from '#content/travel-deals';
import { columnCount } from '#src/test/columns';
import { renderApp } from '#src/test/renderApp';

describe('travel deals page', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('shows the seven deal groups as sections reachable by their anchors', async () => {
    const { screen } = await renderApp('/travel-deals');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Travel Deals' })).toBeVisible();
    const titles = ['Flights', 'Accommodation', 'Trains & Buses', 'Insurance', 'Car Hire', 'Travel Cards', 'Currency'];
    for (const title of titles) {
      await expect.element(screen.getByRole('region', { name: title, exact: true })).toBeVisible();
    }
    expect(screen.getByRole('region', { name: 'Flights', exact: true }).element().id).toBe('flights');
    expect(screen.getByRole('region', { name: 'Accommodation', exact: true }).element().id).toBe('hotels');
  });

  it('makes every deal an external link that opens a new tab, sponsored when it is an affiliate link', async () => {
    const { screen } = await renderApp('/travel-deals');
    for (const group of travelDealGroups) {
      const section = screen.getByRole('region', { name: group.title, exact: true });
      for (const deal of group.deals) {
        await expect.element(section.getByText(deal.title)).toBeVisible();
        const link = section.getByRole('link', { name: `${deal.cta} on ${deal.provider} (opens in a new tab)` });
        await expect.element(link).toHaveAttribute('href', deal.url);
        await expect.element(link).toHaveAttribute('target', '_blank');
        await expect
          .element(link)
          .toHaveAttribute('rel', deal.affiliate ? 'sponsored noopener noreferrer' : 'noopener noreferrer');
      }
    }
  });

  it('lists the eight top destinations, each an accommodation search with the booking defaults', async () => {
    const { screen } = await renderApp('/travel-deals');
    const destinations = screen.getByRole('region', { name: 'Top Festival Destinations' });
    const cities = ['London', 'Barcelona', 'Miami', 'Brussels', 'Berlin', 'Chicago', 'Budapest', 'Montreal'];
    expect(destinations.getByRole('link').elements().map((link) => link.textContent?.split(':')[0])).toEqual(cities);
    for (const destination of topDestinations) {
      const link = destinations.getByRole('link', { name: new RegExp(`^${destination.city}\\b`) });
      await expect.element(link).toHaveAttribute('target', '_blank');
      const url = new URL(link.element().getAttribute('href') ?? '');
      expect(url.hostname).toBe('www.booking.com');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        ss: destination.city,
        group_adults: '2',
        no_rooms: '1',
        group_children: '0',
        sb_travel_purpose: 'leisure',
      });
    }
  });

  it('points readers to the affiliate disclosure', async () => {
    const { screen } = await renderApp('/travel-deals');
    await expect.element(screen.getByRole('main').getByRole('link', { name: 'affiliate disclosure' })).toHaveAttribute('href', '/legal#affiliate-disclosure');
  });

  it.each([
    [1280, 3, 4],
    [390, 1, 1],
  ])('at %i px lays the deal cards out in %i columns and the destinations in %i', async (width, dealColumns, destinationColumns) => {
    await page.viewport(width, 900);
    const { screen } = await renderApp('/travel-deals');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Travel Deals' })).toBeVisible();
    const cards = travelDealGroups.flatMap((group) =>
      screen.getByRole('region', { name: group.title, exact: true }).getByRole('listitem').elements(),
    );
    expect(cards).toHaveLength(travelDealGroups.flatMap((group) => group.deals).length);
    expect(columnCount(cards)).toBe(dealColumns);
    const destinations = screen.getByRole('region', { name: 'Top Festival Destinations' }).getByRole('listitem').elements();
    expect(columnCount(destinations)).toBe(destinationColumns);
  });
});
