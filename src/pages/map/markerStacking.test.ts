import { describe, expect, it } from 'vitest';
import { festivals } from '#content/festivals';
import { clusterZIndex, FESTIVAL_Z_INDEX, pinZIndex, visitorZIndex } from './markerStacking';

describe('marker stacking', () => {
  it('puts every cluster above every single festival, and bigger clusters above smaller ones', () => {
    expect(clusterZIndex(2)).toBeGreaterThan(FESTIVAL_Z_INDEX);
    expect(clusterZIndex(3)).toBeGreaterThan(clusterZIndex(2));
  });

  it('puts the visitor above any cluster, even one holding every festival', () => {
    for (let count = 2; count <= festivals.length; count += 1) expect(visitorZIndex()).toBeGreaterThan(clusterZIndex(count));
  });

  it('puts the pin, which can be clicked, above the visitor', () => {
    expect(pinZIndex()).toBeGreaterThan(visitorZIndex());
  });
});
