import { assign, setup } from 'xstate';

/** A marker the keyboard can reach: a festival, a cluster of festivals, the pin or the visitor. */
export type MarkerStop = { id: string; lng: number; festivalIds: readonly number[] };

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export type MapKeyboardEvent =
  | { type: 'ARROW'; key: ArrowKey; from: string; stops: readonly MarkerStop[] }
  | { type: 'MARKER_OPENED'; id: string; name: string }
  | { type: 'INFO_CLOSED' }
  | { type: 'CLUSTER_OPENED'; festivalIds: readonly number[] }
  | { type: 'MARKERS_DRAWN'; stops: readonly MarkerStop[] }
  | { type: 'PINNING_STARTED' };

type MapKeyboardContext = {
  /** The marker the arrow keys last moved to. */
  focused: string | null;
  /** The marker whose info window is open, to focus again when it closes. */
  opener: string | null;
  /** The festivals of the cluster being zoomed into. */
  zoomingInto: readonly number[];
  /** What the map's polite live region says last. */
  announcement: string;
};

/** The documented keyboard order: west to east, markers at the same longitude by their ids. */
export function westToEast(stops: readonly MarkerStop[]): MarkerStop[] {
  return [...stops].sort((a, b) => a.lng - b.lng || a.id.localeCompare(b.id));
}

/** The marker an arrow moves to: right and down go east, left and up go west, round the ends. */
function arrowTarget({ key, from, stops }: { key: ArrowKey; from: string; stops: readonly MarkerStop[] }): string | undefined {
  const ordered = westToEast(stops);
  const at = ordered.findIndex((stop) => stop.id === from);
  if (at === -1) return ordered[0]?.id;
  const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1;
  return ordered[(at + step + ordered.length) % ordered.length]?.id;
}

/** The first marker, west to east, that holds any of the festivals of the cluster zoomed into. */
function firstOf(festivalIds: readonly number[], stops: readonly MarkerStop[]): string | undefined {
  return westToEast(stops).find((stop) => stop.festivalIds.some((id) => festivalIds.includes(id)))?.id;
}

/**
 * The keyboard on the festival map. Arrow keys on a marker move focus west to east (right, down)
 * or back (left, up); a marker's info window, opened with Enter or Space, gives focus back to its
 * marker when it closes; Enter on a cluster zooms into it, and once the map has drawn its markers
 * again focus goes to the first (westmost) that holds one of its festivals. Pinning starts with no
 * info window and leaves focus on 'Pin the centre of the map'. The component focuses markers
 * (`focusMarker`) and reads `announcement` into a polite live region.
 */
export const mapKeyboardMachine = setup({
  types: { context: {} as MapKeyboardContext, events: {} as MapKeyboardEvent },
  actions: {
    focusMarker: (_, _params: { id: string }) => {},
  },
}).createMachine({
  id: 'mapKeyboard',
  context: { focused: null, opener: null, zoomingInto: [], announcement: '' },
  initial: 'browsing',
  on: {
    ARROW: {
      actions: [
        assign({ focused: ({ event }) => arrowTarget(event) ?? event.from }),
        { type: 'focusMarker', params: ({ context }) => ({ id: context.focused ?? '' }) },
      ],
    },
    MARKER_OPENED: {
      target: '.infoOpen',
      actions: assign({ opener: ({ event }) => event.id, announcement: ({ event }) => `${event.name}: info window open` }),
    },
    CLUSTER_OPENED: {
      target: '.zooming',
      actions: assign({
        zoomingInto: ({ event }) => event.festivalIds,
        announcement: ({ event }) => `Zooming into ${event.festivalIds.length} festivals`,
      }),
    },
    PINNING_STARTED: { target: '.browsing', actions: assign({ opener: null }) },
  },
  states: {
    browsing: {},
    infoOpen: {
      on: {
        INFO_CLOSED: {
          target: 'browsing',
          actions: [{ type: 'focusMarker', params: ({ context }) => ({ id: context.opener ?? '' }) }, assign({ opener: null })],
        },
      },
    },
    zooming: {
      on: {
        MARKERS_DRAWN: {
          guard: ({ context, event }) => firstOf(context.zoomingInto, event.stops) !== undefined,
          target: 'browsing',
          actions: [
            { type: 'focusMarker', params: ({ context, event }) => ({ id: firstOf(context.zoomingInto, event.stops) ?? '' }) },
            assign({ zoomingInto: [] }),
          ],
        },
      },
    },
  },
});
