/**
 * Colours of the map's markers, in the theme's night palette. The markers are HTML drawn by
 * `markers.css.ts`; the cluster colour is chosen per cluster (`clusterRenderer.ts`).
 */
export const markerColours = {
  festival: '#8b5cf6',
  pin: '#ef4444',
  visitor: '#3b82f6',
  /** Red and blue dark enough for a cluster's white count (4.8:1 and 5.2:1). */
  busyCluster: '#dc2626',
  cluster: '#2563eb',
  outline: '#ffffff',
} as const;

/** Radius of the festival marker's circle, in px. */
export const FESTIVAL_MARKER_SCALE = 7;

/** Radius of the pin's and the visitor's circles, in px. */
export const SPOT_MARKER_SCALE = 9;
