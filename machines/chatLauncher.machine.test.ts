import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { chatLauncherMachine } from './chatLauncher.machine';

/**
 * The machine with a load that fails as many times as asked, then succeeds, and a paint the test
 * lets happen when it chooses.
 */
function start({ failures = 0 } = {}) {
  let loads = 0;
  let paint: () => void = () => undefined;
  const actor = createActor(
    chatLauncherMachine.provide({
      actors: {
        load: fromPromise<unknown>(async () => {
          loads += 1;
          if (loads <= failures) throw new TypeError('Failed to fetch dynamically imported module');
        }),
        nextPaint: fromPromise<void>(() => new Promise<void>((resolve) => (paint = resolve))),
      },
    }),
  ).start();
  return { actor, loads: () => loads, paint: () => paint() };
}

describe('chatLauncherMachine', () => {
  it('starts closed; the first press shows the frame while the code loads, then the frame for one paint, then the dialog', async () => {
    const { actor, loads, paint } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('frameShown'));
    expect(actor.getSnapshot().context).toEqual({ loaded: true });
    paint();
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    expect(loads()).toBe(1);
  });

  it('once loaded, a press shows the frame at once and the dialog after the frame has painted, without loading again', async () => {
    const { actor, loads, paint } = start();
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('frameShown'));
    paint();
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('frameShown');
    paint();
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    expect(loads()).toBe(1);
  });

  it('says the load failed, and loads again on Try again or on another press', async () => {
    const { actor, loads } = start({ failures: 2 });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.loaded).toBe(false);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('frameShown'));
    expect(loads()).toBe(3);
  });

  it('closes from every state but closed, and a close while loading or before the paint shows nothing after', async () => {
    const { actor, paint } = start({ failures: 1 });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.loaded).toBe(false);
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('frameShown'));
    actor.send({ type: 'CLOSE' });
    paint();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('ignores a press while the frame or the dialog shows, and Try again unless the load failed', async () => {
    const { actor, loads, paint } = start();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('frameShown'));
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RETRY' });
    paint();
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(loads()).toBe(1);
  });
});
