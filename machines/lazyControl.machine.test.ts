import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lazyControlMachine } from './lazyControl.machine';

/** The machine with a load that fails as many times as asked, then succeeds. */
function start(failures: number) {
  let calls = 0;
  const actor = createActor(
    lazyControlMachine.provide({
      actors: {
        load: fromPromise<unknown>(async () => {
          calls += 1;
          if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
        }),
      },
    }),
  ).start();
  return { actor, calls: () => calls };
}

describe('lazyControlMachine', () => {
  it('starts closed and loads the code on the first open, then shows the part', async () => {
    const { actor, calls } = start(0);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(actor.getSnapshot().context).toEqual({ loaded: true });
    expect(calls()).toBe(1);
  });

  it('once loaded, shows the part at once on the next open, without loading again', async () => {
    const { actor, calls } = start(0);
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(calls()).toBe(1);
  });

  it('fails when the code does not load, and loads it again on Try again', async () => {
    const { actor, calls } = start(1);
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.loaded).toBe(false);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(calls()).toBe(2);
  });

  it('keeps no failure: closed after one, the next open loads again', async () => {
    const { actor, calls } = start(1);
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(calls()).toBe(2);
  });

  it('an open pressed again on the failure loads again, as Try again does', async () => {
    const { actor, calls } = start(1);
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(calls()).toBe(2);
  });

  it('closes while the code loads, and shows nothing when it arrives', async () => {
    const { actor } = start(0);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.loaded).toBe(false);
  });

  it('ignores an open while loading or shown, and a retry unless failed', async () => {
    const { actor, calls } = start(0);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(calls()).toBe(1);
  });
});
