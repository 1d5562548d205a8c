import type { Renderer } from '@googlemaps/markerclusterer';
import { markerColours } from './mapStyle';
import { clusterZIndex } from './markerStacking';
import { festivalsOf, markStop } from './markerStops';
import * as styles from './markers.css';

/** A cluster is red when it holds more festivals than both 10 and the mean cluster; else blue. */
export function clusterColour(count: number, meanCount: number): string {
  return count > Math.max(10, meanCount) ? markerColours.busyCluster : markerColours.cluster;
}

function clusterSize(count: number): keyof typeof styles.clusterSize {
  return count < 5 ? 'few' : count < 15 ? 'some' : 'many';
}

/** Draws a cluster as an advanced marker: a button named "{N} festivals", showing its count. */
export const clusterRenderer: Renderer = {
  render: ({ count, position, markers = [] }, stats) => {
    const content = document.createElement('div');
    const busy = clusterColour(count, stats.clusters.markers.mean) === markerColours.busyCluster;
    content.className = `${styles.clusterFill[busy ? 'busy' : 'calm']} ${styles.clusterSize[clusterSize(count)]}`;
    content.textContent = String(count);
    const marker = new google.maps.marker.AdvancedMarkerElement({
      position,
      title: `${count} festivals`,
      content,
      zIndex: clusterZIndex(count),
      anchorLeft: '-50%',
      anchorTop: '-50%',
    });
    const festivalIds = markers.flatMap((festival) => (festival instanceof HTMLElement ? festivalsOf(festival) : []));
    markStop(marker, `cluster-${festivalIds.join(',')}`, festivalIds);
    return marker;
  },
};
