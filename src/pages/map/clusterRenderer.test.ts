import { describe, expect, it } from 'vitest';
import { clusterColour } from './clusterRenderer';
import { markerColours } from './mapStyle';

describe('clusterColour', () => {
  it('is red when the count exceeds both 10 and the mean', () => {
    expect(clusterColour(11, 4)).toBe(markerColours.busyCluster);
    expect(clusterColour(13, 12.5)).toBe(markerColours.busyCluster);
  });

  it('is blue at or below 10, however small the mean', () => {
    expect(clusterColour(10, 2)).toBe(markerColours.cluster);
    expect(clusterColour(3, 1)).toBe(markerColours.cluster);
  });

  it('is blue at or below the mean, even above 10', () => {
    expect(clusterColour(12, 12)).toBe(markerColours.cluster);
    expect(clusterColour(14, 20)).toBe(markerColours.cluster);
  });
});
