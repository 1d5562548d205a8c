import { describe, expect, it } from 'vitest';
import { festivals } from '#content/festivals';
import { distanceKm, distanceText, nearestFestival } from './nearestFestival';

describe('nearestFestival', () => {
  it('finds the festival whose site is nearest, and how far it is', () => {
    const nearest = nearestFestival({ lat: 51.0905, lng: 4.3867 }, festivals);
    expect(nearest?.festival.name).toBe('Tomorrowland');
    expect(nearest?.km).toBeLessThan(1);
  });

  it('finds one far away too', () => {
    const nearest = nearestFestival({ lat: 51.5072, lng: -0.1276 }, festivals);
    expect(nearest?.festival.location.city).toBe('London');
    expect(nearestFestival({ lat: 0, lng: 0 }, [])).toBeUndefined();
  });

  it('measures along the globe', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 0);
    expect(distanceKm({ lat: 51.5, lng: -0.12 }, { lat: 48.85, lng: 2.35 })).toBeCloseTo(342, -1);
  });

  it('says a distance as a reader would', () => {
    expect(distanceText(0.4)).toBe('under 1 km');
    expect(distanceText(12.4)).toBe('12 km');
    expect(distanceText(1249.6)).toBe('1,250 km');
  });
});
