import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { lazyControlMachine, type LazyControlInput } from '#machines/lazyControl.machine';
import { afterNextPaint } from './afterNextPaint';
import { inspect } from './inspector';

/** A part of the page whose code loads on first open, as `lazyComponent` makes one. */
type LazyPart = { preload: () => Promise<unknown> };

const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

type LazyControlOptions = LazyControlInput & {
  /** When the part has taken its frame's place; by default, once the frame has painted. */
  frameDone?: () => Promise<void>;
};

/**
 * The states of a part of the page that loads its code when first asked for (the chat launcher,
 * the phone menu, the account menu, the gear checklist's reset dialog, a lazy island), from
 * `lazyControlMachine`: 'closed', 'loading', 'frameShown' (with `{ frame: true }` only), 'shown'
 * or 'failed', whether the part's code has loaded once (then it stays mounted), and the asks.
 *
 * The part and its options are read on the first render, as the actor is made once: providing
 * the machine builds it anew, every transition formatted, which on every render of every island
 * and lazy control cost the page's hydration a long task.
 */
export function useLazyControl(part: LazyPart, { frameDone = nextPaint, ...input }: LazyControlOptions = {}) {
  const [machine] = useState(() =>
    lazyControlMachine.provide({ actors: { load: fromPromise(() => part.preload()), nextPaint: fromPromise(() => frameDone()) } }),
  );
  const actorRef = useActorRef(machine, { input, inspect });
  const state = useSelector(actorRef, (snapshot) => snapshot.value);
  const loaded = useSelector(actorRef, (snapshot) => snapshot.context.loaded);
  const asks = useMemo(
    () => ({
      open: () => actorRef.send({ type: 'OPEN' }),
      close: () => actorRef.send({ type: 'CLOSE' }),
      retry: () => actorRef.send({ type: 'RETRY' }),
    }),
    [actorRef],
  );
  return { state, loaded, ...asks };
}
