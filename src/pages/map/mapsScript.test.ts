import { describe, expect, it } from 'vitest';
import { mapsLoader, mapsScriptUrl, retryDelay } from './mapsScript';

describe('Maps script loader', () => {
  it('waits n·2ⁿ ms after the nth failure: 2, 8, 24', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([2, 8, 24]);
    expect(mapsLoader.retries).toBe(3);
  });

  it('asks for the weekly API in English for the US, with places, origin referrers, async and a callback', () => {
    const url = new URL(mapsScriptUrl('a-key'));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'a-key',
      v: 'weekly',
      language: 'en',
      region: 'US',
      libraries: 'marker,places',
      channel: 'festival-compass-web',
      auth_referrer_policy: 'origin',
      loading: 'async',
      callback: 'festivalCompassMapsReady',
    });
  });

  it("preloads a cloud map ID, not Google's DEMO_MAP_ID", () => {
    expect(new URL(mapsScriptUrl('a-key', 'map-123')).searchParams.get('map_ids')).toBe('map-123');
    expect(new URL(mapsScriptUrl('a-key', 'DEMO_MAP_ID')).searchParams.has('map_ids')).toBe(false);
  });
});
