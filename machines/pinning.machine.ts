import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';

import type { LatLng } from '#src/features/plan/planTypes';

export type PinningContext = {
  /** The visitor's pinned spot, or null when nothing is pinned. */
  pin: LatLng | null;
};

/** What storing a pin reports back: saved, or refused by the browser and kept for this visit only. */
export type PinStorageEvent = { type: 'PIN_STORED' } | { type: 'PIN_NOT_STORED' };

export type PinningEvent =
  | { type: 'PIN_MY_SPOT' }
  | { type: 'MAP_CLICKED'; position: LatLng }
  | { type: 'CANCEL' }
  | { type: 'CLEAR_PIN' }
  | PinStorageEvent;

/**
 * 'Pin My Spot' on the festival map. The stored pin is restored first (once the page runs in
 * the browser); then idle → pinning on 'Pin My Spot', and a map click pins the spot, stores it and
 * returns to idle, announcing either that it is pinned or, when the browser would not store it,
 * that it is pinned for this visit only. Storage and toasts are supplied by the app with `.provide()`.
 */
export const pinningMachine = setup({
  types: { context: {} as PinningContext, events: {} as PinningEvent },
  actors: {
    /** Resolves with the stored pin, or null when none (or a corrupt one) was stored. */
    loadStoredPin: fromPromise<LatLng | null>(async () => null),
    /** Stores the pin and reports whether the browser kept it. */
    storePin: fromCallback<PinStorageEvent, LatLng>(({ sendBack }) => sendBack({ type: 'PIN_NOT_STORED' })),
  },
  actions: {
    announcePinning: () => {},
    announcePinned: () => {},
    announcePinnedForVisit: () => {},
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
        MAP_CLICKED: { target: 'storingPin', actions: assign({ pin: ({ event }) => event.position }) },
        CANCEL: { target: 'idle' },
      },
    },
    storingPin: {
      invoke: {
        src: 'storePin',
        input: ({ event }) => {
          assertEvent(event, 'MAP_CLICKED');
          return event.position;
        },
        onError: { target: 'idle', actions: 'announcePinnedForVisit' },
      },
      on: {
        PIN_STORED: { target: 'idle', actions: 'announcePinned' },
        PIN_NOT_STORED: { target: 'idle', actions: 'announcePinnedForVisit' },
      },
    },
  },
});
