import { describe, expect, it } from 'vitest';
import { precachedPage } from './precachedPage';

describe('precachedPage', () => {
  it('names the prerendered HTML file of a navigation, with or without a trailing slash', () => {
    expect(precachedPage('https://festivalcompass.example/')).toBe('/index.html');
    expect(precachedPage('https://festivalcompass.example/festival-map')).toBe('/festival-map/index.html');
    expect(precachedPage('https://festivalcompass.example/festival-guides/coachella/')).toBe('/festival-guides/coachella/index.html');
  });

  it('ignores the query and the hash', () => {
    expect(precachedPage('https://festivalcompass.example/festival-map?festival=coachella#map')).toBe('/festival-map/index.html');
  });
});
