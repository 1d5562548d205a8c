import { festivals } from '#content/festivals';

/*
 * Which marker is drawn above which. Google gives a marker without a zIndex at most
 * `google.maps.Marker.MAX_ZINDEX` (stacked by latitude). A cluster goes above those, at
 * MAX_ZINDEX + its count, as markerclusterer's own renderer does; a cluster holds at most every
 * festival, so no cluster is above MAX_ZINDEX + festivals.length. The visitor's own markers go
 * just above that, so a cluster never covers them. These are functions because `google.maps`
 * exists only once the Maps script has loaded.
 */

/** A cluster of `count` festivals: above every single festival, and above smaller clusters. */
export function clusterZIndex(count: number): number {
  return Number(google.maps.Marker.MAX_ZINDEX) + count;
}

/** The 'Find My Crew' marker: above the biggest cluster there can be. */
export function visitorZIndex(): number {
  return clusterZIndex(festivals.length) + 1;
}

/** The pinned spot: on top of everything, the visitor included, since it is the one to click. */
export function pinZIndex(): number {
  return visitorZIndex() + 1;
}
