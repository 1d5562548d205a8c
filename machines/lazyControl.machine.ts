import { assign, fromPromise, setup } from 'xstate';

export type LazyControlInput = {
  /**
   * The control shows a frame of its part while the code loads (the chat launcher's busy dialog;
   * an island's server HTML): once the code is there, the frame stays until it has painted (an
   * island's part has hydrated), and the part takes its place then, so a press never waits for
   * the part's first render.
   */
  frame?: boolean;
};

export type LazyControlContext = {
  /** The code has loaded once: the part stays mounted from then on (a dialog keeps its state). */
  loaded: boolean;
  frame: boolean;
};

export type LazyControlEvent =
  /** A press of the control (or one made before hydration, replayed). */
  | { type: 'OPEN' }
  /** The part or its frame closed by the visitor, or a move to another page. */
  | { type: 'CLOSE' }
  /** 'Try again' after the code failed to load. */
  | { type: 'RETRY' };

/**
 * A control whose part (the chat assistant, the phone menu, the account menu, the gear
 * checklist's reset dialog) loads its code on first open, or a lazy island (src/ui/lazyIsland.tsx)
 * whose code loads once it is near or reached: closed; loading; frame shown (only for a part with
 * a frame: the code is there, the frame shows until it has painted, or, for an island, its server
 * HTML stays until the part has hydrated in its place); shown; or failed with the offer to try
 * again. Once loaded, an open shows the part (or its frame) at once. Loading
 * the code (`load`) and waiting for the next paint (`nextPaint`) are supplied by the app. A
 * failure is kept only until the next ask, which loads again.
 */
export const lazyControlMachine = setup({
  types: {
    input: {} as LazyControlInput | undefined,
    context: {} as LazyControlContext,
    events: {} as LazyControlEvent,
  },
  actors: {
    load: fromPromise<unknown>(async () => undefined),
    nextPaint: fromPromise<void>(async () => undefined),
  },
  guards: {
    isLoaded: ({ context }) => context.loaded,
    hasFrame: ({ context }) => context.frame,
  },
}).createMachine({
  id: 'lazyControl',
  context: ({ input }) => ({ loaded: false, frame: input?.frame ?? false }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [{ guard: 'isLoaded', target: 'ready' }, { target: 'loading' }],
      },
    },
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ loaded: true }) },
        onError: 'failed',
      },
      on: { CLOSE: 'closed' },
    },
    /** The code is there: the part shows, after its frame has painted when it has one. */
    ready: {
      always: [{ guard: 'hasFrame', target: 'frameShown' }, { target: 'shown' }],
    },
    frameShown: {
      // Should the wait fail, the part shows all the same: the frame must not stay for good.
      invoke: { src: 'nextPaint', onDone: 'shown', onError: 'shown' },
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
