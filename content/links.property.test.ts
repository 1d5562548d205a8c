import { addDays, format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hotelStayUrl } from './hotelStay';
import { amazonSearchUrl, destinationStayUrl, drivingDirectionsUrl, hotelSearchUrl, toursUrl } from './links';
import { site } from './site';

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('link builders, for any input', () => {
  it('hotelStayUrl keeps the destination and stays exactly 3 nights from the festival date', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), isoDate, (destination, date) => {
        const url = new URL(hotelStayUrl(hotelSearchUrl(destination), date));
        expect(url.searchParams.get('ss')).toBe(destination);
        expect(url.searchParams.get('checkin')).toBe(date);
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        expect(url.searchParams.get('checkout')).toBe(format(addDays(new Date(y, m - 1, d), 3), 'yyyy-MM-dd'));
        expect(url.searchParams.get('group_adults')).toBe('2');
        expect(url.searchParams.get('no_rooms')).toBe('1');
        expect(url.searchParams.get('group_children')).toBe('0');
        expect(url.searchParams.get('sb_travel_purpose')).toBe('leisure');
      }),
    );
  });

  it('destination and tour searches round-trip any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(new URL(destinationStayUrl(text)).searchParams.get('ss')).toBe(text);
        expect(new URL(toursUrl(text)).searchParams.get('q')).toBe(text);
      }),
    );
  });

  it('marketplace searches always carry the affiliate tag and the exact term', () => {
    fc.assert(
      fc.property(fc.string(), (term) => {
        const url = new URL(amazonSearchUrl(term));
        expect(url.searchParams.get('k')).toBe(term);
        expect(url.searchParams.get('tag')).toBe(site.amazonTag);
      }),
    );
  });

  it('driving directions point at the given coordinates', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lng) => {
        const url = new URL(drivingDirectionsUrl(lat, lng));
        expect(url.searchParams.get('api')).toBe('1');
        expect(url.searchParams.get('destination')).toBe(`${lat},${lng}`);
      }),
    );
  });
});
