import { festivals } from '#content/festivals';

/*
 * Which marker is drawn above which. Advanced markers without a zIndex are stacked by latitude;
 * every marker here is given one. A single festival is at the bottom; a cluster is above it, at
 * its count, so bigger clusters are above smaller ones; a cluster holds at most every festival, so
 * the visitor's own markers go just above that, and a cluster never covers them.
 */

/** A single festival's marker. */
export const FESTIVAL_Z_INDEX = 1;

/** A cluster of `count` festivals (at least 2): above every single festival, and above smaller clusters. */
export function clusterZIndex(count: number): number {
  return FESTIVAL_Z_INDEX + count;
}

/** The 'Find My Crew' marker: above the biggest cluster there can be. */
export function visitorZIndex(): number {
  return clusterZIndex(festivals.length) + 1;
}

/** The pinned spot: on top of everything, the visitor included, since it is the one to click. */
export function pinZIndex(): number {
  return visitorZIndex() + 1;
}
