/**
 * Colours handed to Google Maps itself, which draws markers and tiles on a canvas and cannot
 * read the theme's CSS variables. They follow the theme's night palette.
 */
export const markerColours = {
  festival: '#8b5cf6',
  pin: '#ef4444',
  visitor: '#3b82f6',
  busyCluster: '#ef4444',
  cluster: '#3b82f6',
  outline: '#ffffff',
} as const;

/** Scale of the festival marker's circle. */
export const FESTIVAL_MARKER_SCALE = 7;

/** A circle marker of one colour with a white outline. */
export function circleIcon(fillColor: string, scale: number): google.maps.Symbol {
  return {
    path: google.maps.SymbolPath.CIRCLE,
    scale,
    fillColor,
    fillOpacity: 1,
    strokeColor: markerColours.outline,
    strokeWeight: 2,
  };
}

/** The inline dark style, used when no cloud map id is configured. */
export const darkMapStyle: google.maps.MapTypeStyle[] = [
  { elementType: 'geometry', stylers: [{ color: '#1d1433' }] },
  { elementType: 'labels.text.fill', stylers: [{ color: '#c9c0e3' }] },
  { elementType: 'labels.text.stroke', stylers: [{ color: '#0b0716' }] },
  { featureType: 'administrative', elementType: 'geometry.stroke', stylers: [{ color: '#4b3b73' }] },
  { featureType: 'administrative.country', elementType: 'labels.text.fill', stylers: [{ color: '#e4dcff' }] },
  { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#2c2148' }] },
  { featureType: 'road', elementType: 'labels.icon', stylers: [{ visibility: 'off' }] },
  { featureType: 'road.highway', elementType: 'geometry', stylers: [{ color: '#463470' }] },
  { featureType: 'transit', stylers: [{ visibility: 'off' }] },
  { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#0b0716' }] },
  { featureType: 'water', elementType: 'labels.text.fill', stylers: [{ color: '#7d6fa8' }] },
];
