import { festivals } from '../content/festivals';
import { expect, test } from './fixtures';

// What search engines read in the prerendered HTML: the event data of a guide, and the
// calendar's list of events.
test.describe('event data for search engines, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a two-weekend festival\'s guide marks up each weekend as an event of the festival', async ({ page }) => {
    await page.goto('/festival-guides/tomorrowland');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({ '@type': ['MusicEvent', 'Festival'], name: 'Tomorrowland', startDate: '2027-07-16', endDate: '2027-07-25' });
    expect(data.subEvent).toEqual([
      expect.objectContaining({ name: 'Tomorrowland (1 of 2)', startDate: '2027-07-16', endDate: '2027-07-18', superEvent: { '@id': data['@id'] } }),
      expect.objectContaining({ name: 'Tomorrowland (2 of 2)', startDate: '2027-07-23', endDate: '2027-07-25', superEvent: { '@id': data['@id'] } }),
    ]);
  });

  test('the calendar lists every upcoming festival\'s event, in date order, as an ItemList', async ({ page }) => {
    await page.goto('/festival-calendar');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    const items = data.itemListElement as Array<{ position: number; item: { name: string; startDate: string; subEvent?: unknown[] } }>;
    expect(items.map(({ position, item }) => [position, item.name, item.startDate])).toEqual(festivals.map((festival, i) => [i + 1, festival.name, festival.date]));
    expect(items.find(({ item }) => item.name === 'Coachella')?.item.subEvent).toHaveLength(2);
  });
});
