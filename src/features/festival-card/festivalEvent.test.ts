import { describe, expect, it } from 'vitest';
import { festivals, findFestivalById } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { festivalEvent, festivalEventList, jsonLdText } from './festivalEvent';
import { dateRanges } from './festivalDays';

const origin = 'https://festivalcompass.example';
const coachella = findFestivalById(2) as Festival;

describe('festivalEvent', () => {
  it('describes the festival as a MusicEvent and Festival with date, place and guide link', () => {
    const event = festivalEvent(coachella, origin);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['MusicEvent', 'Festival'],
      name: 'Coachella',
      startDate: '2027-04-09',
      endDate: '2027-04-18',
      location: {
        '@type': 'Place',
        name: 'Indio, United States',
        address: { '@type': 'PostalAddress', addressLocality: 'Indio', addressCountry: 'United States' },
        geo: { '@type': 'GeoCoordinates', latitude: 33.6823, longitude: -116.238 },
      },
      url: 'https://festivalcompass.example/festival-guides/coachella',
      image: 'https://festivalcompass.example/images/posters/coachella.svg',
      offers: { '@type': 'Offer', url: coachella.ticketUrl },
    });
    expect(event.description).not.toContain('\n');
  });

  it('marks up each weekend of a two-weekend festival as an event of its own, naming the festival as its superEvent', () => {
    const event = festivalEvent(coachella, origin);
    expect(event['@id']).toBe('https://festivalcompass.example/festival-guides/coachella#event');
    expect(event).toHaveProperty('subEvent');
    const weekends = 'subEvent' in event ? event.subEvent : [];
    expect(weekends.map(({ name, startDate, endDate }) => ({ name, startDate, endDate }))).toEqual([
      { name: 'Coachella (1 of 2)', startDate: '2027-04-09', endDate: '2027-04-11' },
      { name: 'Coachella (2 of 2)', startDate: '2027-04-16', endDate: '2027-04-18' },
    ]);
    for (const weekend of weekends) {
      expect(weekend).toMatchObject({ '@type': ['MusicEvent', 'Festival'], superEvent: { '@id': event['@id'] }, location: event.location, offers: event.offers });
    }
  });

  it.each(festivals.map((festival) => [festival.name, festival] as const))('is true to the dates of %s, every weekend included', (_name, festival) => {
    const event = JSON.parse(jsonLdText(festivalEvent(festival, origin)));
    const ranges = dateRanges(festival);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['MusicEvent', 'Festival'],
      name: festival.name,
      startDate: festival.date,
      endDate: ranges.at(-1)?.to,
      location: { geo: { latitude: festival.coordinates[1], longitude: festival.coordinates[0] } },
      url: `${origin}/festival-guides/${festival.slug}`,
    });
    if (festival.ticketUrl) expect(event.offers).toEqual({ '@type': 'Offer', url: festival.ticketUrl });
    const weekends = (event.subEvent ?? []) as Array<{ startDate: string; endDate: string; superEvent: unknown; location: unknown }>;
    expect(weekends.map(({ startDate, endDate }) => ({ from: startDate, to: endDate }))).toEqual(ranges.length > 1 ? ranges : []);
    for (const weekend of weekends) {
      expect(weekend.superEvent).toEqual({ '@id': event['@id'] });
      expect(weekend.location).toEqual(event.location);
    }
  });

  it('has both weekends of each two-weekend festival among them', () => {
    const twoWeekends = festivals.filter((festival) => 'subEvent' in festivalEvent(festival, origin));
    expect(twoWeekends.map(({ name }) => name).sort()).toEqual(['Coachella', 'Tomorrowland']);
  });

  it('leaves out the offer without a ticket link and the image without a poster', () => {
    const event = festivalEvent({ ...coachella, ticketUrl: undefined, poster: false }, origin);
    expect(event).not.toHaveProperty('offers');
    expect(event).not.toHaveProperty('image');
  });
});

describe('festivalEventList', () => {
  it('lists the festivals\' events in order as an ItemList, a two-weekend festival with its weekends', () => {
    const glastonbury = findFestivalById(3) as Festival;
    const list = festivalEventList([coachella, glastonbury], origin);
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    expect(list.itemListElement.map(({ position, item }) => [position, item.name, item.startDate])).toEqual([
      [1, 'Coachella', '2027-04-09'],
      [2, 'Glastonbury Festival', '2027-06-23'],
    ]);
    const { '@context': _context, ...coachellaEvent } = festivalEvent(coachella, origin);
    expect(list.itemListElement[0]?.item).toEqual(coachellaEvent);
    expect(list.itemListElement[1]?.item).not.toHaveProperty('@context');
  });
});

describe('jsonLdText', () => {
  it('cannot close its script tag', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
