import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lazyControlMachine } from './lazyControl.machine';

/**
 * The machine with a load that fails as many times as asked, then succeeds, and a paint the test
 * lets happen when it chooses.
 */
function start({ failures = 0, frame = false } = {}) {
  let calls = 0;
  let paint: () => void = () => undefined;
  const actor = createActor(
    lazyControlMachine.provide({
      actors: {
        load: fromPromise<unknown>(async () => {
          calls += 1;
          if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
        }),
        nextPaint: fromPromise<void>(() => new Promise<void>((resolve) => (paint = resolve))),
      },
    }),
    { input: { frame } },
  ).start();
  return { actor, calls: () => calls, paint: () => paint() };
}

describe('lazyControlMachine', () => {
  it('starts closed and loads the code on the first open, then shows the part', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(actor.getSnapshot().context).toEqual({ loaded: true, frame: false });
    expect(calls()).toBe(1);
  });

  it('once loaded, shows the part at once on the next open, without loading again', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(calls()).toBe(1);
  });

  it('fails when the code does not load, and loads it again on Try again', async () => {
    const { actor, calls } = start({ failures: 1 });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.loaded).toBe(false);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(calls()).toBe(2);
  });

  it('keeps no failure: closed after one, the next open loads again', async () => {
    const { actor, calls } = start({ failures: 1 });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(calls()).toBe(2);
  });

  it('an open pressed again on the failure loads again, as Try again does', async () => {
    const { actor, calls } = start({ failures: 1 });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(calls()).toBe(2);
  });

  it('closes while the code loads, and shows nothing when it arrives', async () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.loaded).toBe(false);
  });

  it('ignores an open while loading or shown, and a retry unless failed', async () => {
    const { actor, calls } = start();
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

  describe('with a frame (the chat launcher)', () => {
    it('shows the frame while the code loads and for one paint after, then the part', async () => {
      const { actor, calls, paint } = start({ frame: true });
      actor.send({ type: 'OPEN' });
      expect(actor.getSnapshot().value).toBe('loading');
      await waitFor(actor, (snapshot) => snapshot.matches('frameShown'));
      expect(actor.getSnapshot().context).toEqual({ loaded: true, frame: true });
      paint();
      await waitFor(actor, (snapshot) => snapshot.matches('shown'));
      expect(calls()).toBe(1);
    });

    it('once loaded, an open shows the frame at once and the part after the frame has painted, without loading again', async () => {
      const { actor, calls, paint } = start({ frame: true });
      actor.send({ type: 'OPEN' });
      await waitFor(actor, (snapshot) => snapshot.matches('frameShown'));
      paint();
      await waitFor(actor, (snapshot) => snapshot.matches('shown'));
      actor.send({ type: 'CLOSE' });
      actor.send({ type: 'OPEN' });
      expect(actor.getSnapshot().value).toBe('frameShown');
      paint();
      await waitFor(actor, (snapshot) => snapshot.matches('shown'));
      expect(calls()).toBe(1);
    });

    it('shows the part when the wait for the paint fails, so the frame never stays for good', async () => {
      const actor = createActor(
        lazyControlMachine.provide({ actors: { nextPaint: fromPromise<void>(() => Promise.reject(new Error('No frame'))) } }),
        { input: { frame: true } },
      ).start();
      actor.send({ type: 'OPEN' });
      await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    });

    it('closes before the paint, and shows nothing after it', async () => {
      const { actor, paint } = start({ frame: true });
      actor.send({ type: 'OPEN' });
      await waitFor(actor, (snapshot) => snapshot.matches('frameShown'));
      actor.send({ type: 'CLOSE' });
      paint();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().value).toBe('closed');
    });

    it('ignores an open or a retry while the frame shows', async () => {
      const { actor, paint } = start({ frame: true });
      actor.send({ type: 'OPEN' });
      await waitFor(actor, (snapshot) => snapshot.matches('frameShown'));
      actor.send({ type: 'OPEN' });
      actor.send({ type: 'RETRY' });
      expect(actor.getSnapshot().value).toBe('frameShown');
      paint();
      await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    });
  });
});
