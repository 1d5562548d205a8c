import type { Renderer } from '@googlemaps/markerclusterer';
import { circleIcon, markerColours } from './mapStyle';
import { clusterZIndex } from './markerStacking';

/** A cluster is red when it holds more festivals than both 10 and the mean cluster; else blue. */
export function clusterColour(count: number, meanCount: number): string {
  return count > Math.max(10, meanCount) ? markerColours.busyCluster : markerColours.cluster;
}

/** Draws a cluster as a legacy circle marker with its festival count. */
export const clusterRenderer: Renderer = {
  render: ({ count, position }, stats) =>
    new google.maps.Marker({
      position,
      title: `${count} festivals here: zoom in`,
      label: { text: String(count), color: markerColours.outline, fontWeight: '700' },
      icon: circleIcon(clusterColour(count, stats.clusters.markers.mean), 14 + Math.min(count, 20) / 2),
      zIndex: clusterZIndex(count),
    }),
};
