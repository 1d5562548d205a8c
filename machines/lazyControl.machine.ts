import { assign, fromPromise, setup } from 'xstate';

export type LazyControlContext = {
  /** The code has loaded once: the part stays mounted from then on (a dialog keeps its state). */
  loaded: boolean;
};

export type LazyControlEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'RETRY' };

/**
 * A control whose part (the phone menu, the account menu, the gear checklist's reset dialog) loads
 * its code on first open: closed, loading, shown, or failed with the offer to try again. Once
 * loaded, an open shows the part at once. Loading the code is supplied by the app as the `load` actor; a
 * failure is kept only until the next ask, which loads again.
 */
export const lazyControlMachine = setup({
  types: { context: {} as LazyControlContext, events: {} as LazyControlEvent },
  actors: { load: fromPromise<unknown>(async () => undefined) },
  guards: { isLoaded: ({ context }) => context.loaded },
}).createMachine({
  id: 'lazyControl',
  context: { loaded: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [{ guard: 'isLoaded', target: 'shown' }, { target: 'loading' }],
      },
    },
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'shown', actions: assign({ loaded: true }) },
        onError: 'failed',
      },
      on: { CLOSE: 'closed' },
    },
    shown: {
      on: { CLOSE: 'closed' },
    },
    failed: {
      on: {
        RETRY: 'loading',
        OPEN: 'loading',
        CLOSE: 'closed',
      },
    },
  },
});
