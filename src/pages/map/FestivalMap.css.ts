import { globalStyle, style } from '@vanilla-extract/css';
import { hiddenVisually } from '#src/styles/hiddenVisually';
import { vars } from '#src/styles/theme.css';

export const map = style({ position: 'relative', width: '100%', height: '100%' });

// Google draws the info window's bubble; give it the map's dark style.
globalStyle(`${map} .gm-style-iw-c, ${map} .gm-style-iw-d`, {
  background: vars.color.surface,
  color: vars.color.text,
});

globalStyle(`${map} .gm-style-iw-c`, {
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

globalStyle(`${map} .gm-style-iw-tc::after`, { background: vars.color.surface });

globalStyle(`${map} .gm-style-iw-chr button span`, { backgroundColor: `${vars.color.text} !important` });

/** The map's polite announcements (a festival opened, a zoom into a cluster), for screen readers only. */
export const announcer = style(hiddenVisually);
