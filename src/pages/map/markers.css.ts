import { style, styleVariants } from '@vanilla-extract/css';
import { FESTIVAL_MARKER_SCALE, markerColours, SPOT_MARKER_SCALE } from './mapStyle';

/** A circle of one colour with a white outline, `radius` px inside the outline. */
const circle = (colour: string, radius: number) => ({
  width: `${2 * radius}px`,
  height: `${2 * radius}px`,
  borderRadius: '50%',
  background: colour,
  border: `2px solid ${markerColours.outline}`,
});

/** Every marker is a target of at least 24 × 24 px (WCAG 2.2 target size), its circle in the middle. */
const target = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '24px',
  minHeight: '24px',
  borderRadius: '50%',
});

export const festival = style([target, { '::before': { content: '""', ...circle(markerColours.festival, FESTIVAL_MARKER_SCALE) } }]);

export const spot = styleVariants({
  pin: [target, { '::before': { content: '""', ...circle(markerColours.pin, SPOT_MARKER_SCALE) } }],
  visitor: [target, { '::before': { content: '""', ...circle(markerColours.visitor, SPOT_MARKER_SCALE) } }],
});

/** A cluster: its count in white on a red (busy) or blue circle that grows with the count. */
const clusterBase = style([
  target,
  { border: `2px solid ${markerColours.outline}`, color: markerColours.outline, font: '700 12px/1 sans-serif' },
]);

export const clusterFill = styleVariants({
  busy: [clusterBase, { background: markerColours.busyCluster }],
  calm: [clusterBase, { background: markerColours.cluster }],
});

export const clusterSize = styleVariants({
  few: { width: '30px', height: '30px' },
  some: { width: '38px', height: '38px' },
  many: { width: '48px', height: '48px' },
});
