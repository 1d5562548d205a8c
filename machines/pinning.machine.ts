import { assign, fromPromise, setup } from 'xstate';

export type LatLng = { lat: number; lng: number };

export type PinningContext = {
  /** The visitor's pinned spot, or null when nothing is pinned. */
  pin: LatLng | null;
};

export type PinningEvent =
  | { type: 'PIN_MY_SPOT' }
  | { type: 'MAP_CLICKED'; position: LatLng }
  | { type: 'CANCEL' }
  | { type: 'CLEAR_PIN' };

/**
 * 'Pin My Spot' on the festival map. The stored pin is restored first (once the page runs in
 * the browser); then idle → pinning on 'Pin My Spot', and a map click pins the spot and returns
 * to idle. Storage and toasts are supplied by the app with `.provide()`.
 */
export const pinningMachine = setup({
  types: { context: {} as PinningContext, events: {} as PinningEvent },
  actors: {
    /** Resolves with the stored pin, or null when none (or a corrupt one) was stored. */
    loadStoredPin: fromPromise<LatLng | null>(async () => null),
  },
  actions: {
    announcePinning: () => {},
    savePin: (_, _pin: LatLng) => {},
    announcePinned: () => {},
    removeStoredPin: () => {},
    announceCleared: () => {},
  },
  guards: {
    hasPin: ({ context }) => context.pin !== null,
  },
}).createMachine({
  id: 'pinning',
  context: { pin: null },
  initial: 'restoring',
  on: {
    CLEAR_PIN: {
      guard: 'hasPin',
      actions: [assign({ pin: null }), 'removeStoredPin', 'announceCleared'],
    },
  },
  states: {
    restoring: {
      invoke: {
        src: 'loadStoredPin',
        onDone: { target: 'idle', actions: assign({ pin: ({ event }) => event.output }) },
        onError: { target: 'idle' },
      },
    },
    idle: {
      on: {
        PIN_MY_SPOT: { target: 'pinning', actions: 'announcePinning' },
      },
    },
    pinning: {
      on: {
        MAP_CLICKED: {
          target: 'idle',
          actions: [
            assign({ pin: ({ event }) => event.position }),
            { type: 'savePin', params: ({ event }) => event.position },
            'announcePinned',
          ],
        },
        CANCEL: { target: 'idle' },
      },
    },
  },
});
