import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { festivals } from '#content/festivals';
import { paths } from '#src/lib/paths';
import { parseMapQuery } from './mapQuery';

const coachella = festivals.find((festival) => festival.name === 'Coachella');
if (!coachella) throw new Error('Coachella is missing from the content.');
const [lng, lat] = coachella.coordinates;

describe('parseMapQuery', () => {
  it('reads a known festival with numeric lat and lng', () => {
    expect(parseMapQuery(`?festivalId=${coachella.id}&lat=${lat}&lng=${lng}`)).toEqual({
      festival: coachella,
      position: { lat, lng },
    });
  });

  it('reads the links the calendar builds with paths.mapAt', () => {
    const search = paths.mapAt(coachella.id, lat, lng).split('?')[1] ?? '';
    expect(parseMapQuery(search)?.festival).toBe(coachella);
  });

  it('accepts the bounds of the globe', () => {
    expect(parseMapQuery(`festivalId=${coachella.id}&lat=-90&lng=180`)?.position).toEqual({ lat: -90, lng: 180 });
  });

  it.each([
    ['no query', ''],
    ['a missing festivalId', `lat=${lat}&lng=${lng}`],
    ['a missing lat', `festivalId=${coachella.id}&lng=${lng}`],
    ['a missing lng', `festivalId=${coachella.id}&lat=${lat}`],
    ['an unknown festival', `festivalId=999&lat=${lat}&lng=${lng}`],
    ['a non-numeric festival id', `festivalId=coachella&lat=${lat}&lng=${lng}`],
    ['a fractional festival id', `festivalId=2.5&lat=${lat}&lng=${lng}`],
    ['a non-numeric lat', `festivalId=${coachella.id}&lat=north&lng=${lng}`],
    ['an empty lng', `festivalId=${coachella.id}&lat=${lat}&lng=`],
    ['a blank lat', `festivalId=${coachella.id}&lat=%20&lng=${lng}`],
    ['an infinite lat', `festivalId=${coachella.id}&lat=Infinity&lng=${lng}`],
    ['a lat beyond the pole', `festivalId=${coachella.id}&lat=90.5&lng=${lng}`],
    ['a lng beyond the antimeridian', `festivalId=${coachella.id}&lat=${lat}&lng=-180.1`],
  ])('ignores %s', (_, search) => {
    expect(parseMapQuery(search)).toBeUndefined();
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (id, latText, lngText) => {
        const search = new URLSearchParams({ festivalId: id, lat: latText, lng: lngText }).toString();
        expect(() => parseMapQuery(search)).not.toThrow();
        expect(() => parseMapQuery(`?${id}${latText}${lngText}`)).not.toThrow();
      }),
    );
  });
});
