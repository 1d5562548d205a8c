import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { festivals } from '#content/festivals';
import { clusterZIndex, pinZIndex, visitorZIndex } from './markerStacking';

/** Google's own value; a marker without a zIndex is given at most this. */
const MAX_ZINDEX = 1_000_000;

beforeEach(() => {
  vi.stubGlobal('google', { maps: { Marker: { MAX_ZINDEX } } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('marker stacking', () => {
  it('puts every cluster above every plain marker, and bigger clusters above smaller ones', () => {
    expect(clusterZIndex(2)).toBeGreaterThan(MAX_ZINDEX);
    expect(clusterZIndex(3)).toBeGreaterThan(clusterZIndex(2));
  });

  it('puts the visitor above any cluster, even one holding every festival', () => {
    for (let count = 2; count <= festivals.length; count += 1) expect(visitorZIndex()).toBeGreaterThan(clusterZIndex(count));
  });

  it('puts the pin, which can be clicked, above the visitor', () => {
    expect(pinZIndex()).toBeGreaterThan(visitorZIndex());
  });
});
