import { assign, fromPromise, setup } from 'xstate';

export type ChatLauncherContext = {
  /** The assistant's code has loaded once: its dialog stays mounted from then on, keeping the conversation. */
  loaded: boolean;
};

export type ChatLauncherEvent =
  /** A press of the launcher (or one made before hydration, replayed). */
  | { type: 'OPEN' }
  /** The frame's close button or Escape, the dialog closed by the visitor, or a move to another page. */
  | { type: 'CLOSE' }
  /** 'Try again' after the assistant's code failed to load. */
  | { type: 'RETRY' };

/**
 * The chat launcher, the one place that knows whether the assistant is open: closed; loading (the
 * dialog's busy frame shows while the assistant's code arrives); frame shown (the code is there,
 * the frame shows until it has painted); open (the assistant's dialog in the frame's place); or
 * failed to load (the frame says so and offers 'Try again'). A press paints the frame at once and
 * the dialog follows after that paint, so the press never waits for the dialog to render.
 * Loading the code (`load`) and waiting for the next paint (`nextPaint`) are supplied by the app.
 * A failure is kept only until the next ask, which loads again.
 */
export const chatLauncherMachine = setup({
  types: { context: {} as ChatLauncherContext, events: {} as ChatLauncherEvent },
  actors: {
    load: fromPromise<unknown>(async () => undefined),
    nextPaint: fromPromise<void>(async () => undefined),
  },
  guards: { isLoaded: ({ context }) => context.loaded },
}).createMachine({
  id: 'chatLauncher',
  context: { loaded: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [{ guard: 'isLoaded', target: 'frameShown' }, { target: 'loading' }],
      },
    },
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'frameShown', actions: assign({ loaded: true }) },
        onError: 'failed',
      },
      on: { CLOSE: 'closed' },
    },
    frameShown: {
      // Should the wait fail, the dialog shows all the same: the frame must not stay for good.
      invoke: { src: 'nextPaint', onDone: 'open', onError: 'open' },
      on: { CLOSE: 'closed' },
    },
    open: {
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
