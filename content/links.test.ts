import { afterEach, describe, expect, it } from 'vitest';
import {
  amazonSearchUrl,
  destinationStayUrl,
  drivingDirectionsUrl,
  flightSearchUrl,
  hotelSearchUrl,
  mapsPlaceUrl,
  toursUrl,
} from './links';
import { hotelStayUrl } from './hotelStay';
import { site } from './site';

const stayDefaults = 'group_adults=2&no_rooms=1&group_children=0&sb_travel_purpose=leisure';

describe('hotelSearchUrl', () => {
  it('builds a Booking.com search for the destination', () => {
    expect(hotelSearchUrl('Indio, United States')).toBe(
      'https://www.booking.com/searchresults.html?ss=Indio%2C+United+States',
    );
  });

  it('encodes characters that would break the query', () => {
    const url = new URL(hotelSearchUrl('São Paulo & Co #1'));
    expect(url.searchParams.get('ss')).toBe('São Paulo & Co #1');
    expect(url.hash).toBe('');
    expect([...url.searchParams.keys()]).toEqual(['ss']);
  });
});

describe('hotelStayUrl', () => {
  const booking = hotelSearchUrl('Indio, United States');
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('checks in on the festival date and out three days later', () => {
    expect(hotelStayUrl(booking, '2027-04-16')).toBe(
      'https://www.booking.com/searchresults.html?ss=Indio%2C+United+States' +
        `&checkin=2027-04-16&checkout=2027-04-19&${stayDefaults}`,
    );
  });

  it('rolls over a month end', () => {
    const url = new URL(hotelStayUrl(booking, '2027-05-30'));
    expect(url.searchParams.get('checkin')).toBe('2027-05-30');
    expect(url.searchParams.get('checkout')).toBe('2027-06-02');
  });

  it('rolls over a year end', () => {
    const url = new URL(hotelStayUrl(booking, '2027-12-30'));
    expect(url.searchParams.get('checkout')).toBe('2028-01-02');
  });

  it.each(['Pacific/Kiritimati', 'America/Adak', 'Europe/London', 'UTC'])(
    'does not shift the dates in time zone %s',
    (tz) => {
      process.env.TZ = tz;
      const url = new URL(hotelStayUrl(booking, '2027-03-26'));
      expect(url.searchParams.get('checkin')).toBe('2027-03-26');
      expect(url.searchParams.get('checkout')).toBe('2027-03-29');
    },
  );

  it('keeps the destination and replaces earlier stay parameters', () => {
    const once = hotelStayUrl(booking, '2027-06-23');
    const twice = new URL(hotelStayUrl(once, '2027-07-16'));
    expect(twice.searchParams.get('ss')).toBe('Indio, United States');
    expect(twice.searchParams.getAll('checkin')).toEqual(['2027-07-16']);
    expect(twice.searchParams.getAll('checkout')).toEqual(['2027-07-19']);
    expect(twice.searchParams.getAll('group_adults')).toEqual(['2']);
  });

  it('rejects a date that does not parse', () => {
    expect(() => hotelStayUrl(booking, 'not-a-date')).toThrow(RangeError);
  });
});

describe('destinationStayUrl', () => {
  it('searches the city with the booking defaults and no dates', () => {
    expect(destinationStayUrl('Montreal')).toBe(
      `https://www.booking.com/searchresults.html?ss=Montreal&${stayDefaults}`,
    );
  });
});

describe('flightSearchUrl', () => {
  it('opens the flight search home without a destination', () => {
    expect(flightSearchUrl()).toBe('https://www.skyscanner.com/');
  });

  it('searches flights to an airport code', () => {
    expect(flightSearchUrl('PSP')).toBe('https://www.skyscanner.com/transport/flights-to/psp/');
  });

  it('refuses anything that is not a three-letter airport code', () => {
    expect(() => flightSearchUrl('psp/../x')).toThrow(RangeError);
  });
});

describe('toursUrl', () => {
  it('searches tours in the city', () => {
    expect(toursUrl('Palm Springs')).toBe('https://www.getyourguide.com/s/?q=Palm+Springs');
  });

  it('encodes the query', () => {
    expect(new URL(toursUrl('Boom & Antwerp')).searchParams.get('q')).toBe('Boom & Antwerp');
  });
});

describe('mapsPlaceUrl', () => {
  it('shows latitude,longitude on Google Maps', () => {
    expect(mapsPlaceUrl(51.0905, 4.3867)).toBe('https://www.google.com/maps/search/?api=1&query=51.0905,4.3867');
    expect(() => mapsPlaceUrl(91, 0)).toThrow(RangeError);
  });
});

describe('drivingDirectionsUrl', () => {
  it('points Google Maps directions at latitude,longitude', () => {
    const href = drivingDirectionsUrl(33.6823, -116.238);
    expect(href).toBe('https://www.google.com/maps/dir/?api=1&destination=33.6823,-116.238');
    const url = new URL(href);
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('33.6823,-116.238');
  });

  it('rejects coordinates out of range', () => {
    expect(() => drivingDirectionsUrl(91, 0)).toThrow(RangeError);
    expect(() => drivingDirectionsUrl(0, Number.NaN)).toThrow(RangeError);
  });
});

describe('amazonSearchUrl', () => {
  it('searches Amazon with the affiliate tag', () => {
    expect(amazonSearchUrl('rain poncho')).toBe(
      `https://www.amazon.com/s?k=rain+poncho&tag=${site.amazonTag}`,
    );
  });

  it('encodes the search term', () => {
    const url = new URL(amazonSearchUrl('tent & tarp?tag=other'));
    expect(url.searchParams.get('k')).toBe('tent & tarp?tag=other');
    expect(url.searchParams.getAll('tag')).toEqual([site.amazonTag]);
  });
});
