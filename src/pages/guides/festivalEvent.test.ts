import { describe, expect, it } from 'vitest';
import { findFestivalById } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { festivalEvent, jsonLdText } from './festivalEvent';

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

  it('leaves out the offer without a ticket link and the image without a poster', () => {
    const event = festivalEvent({ ...coachella, ticketUrl: undefined, poster: false }, origin);
    expect(event).not.toHaveProperty('offers');
    expect(event).not.toHaveProperty('image');
  });
});

describe('jsonLdText', () => {
  it('cannot close its script tag', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
