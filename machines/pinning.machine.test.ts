import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { LatLng } from '#src/features/plan/planTypes';
import { pinningMachine, type PinningEvent, type PinStorageEvent } from './pinning.machine';

const STORED: LatLng = { lat: 51.1, lng: 4.38 };
const CLICKED: LatLng = { lat: 33.68, lng: -116.24 };

type Stored = LatLng | null | Error;

/** Runs the machine with fake storage holding `stored`, which refuses every write when `storageRefuses`. */
async function start(stored: Stored = null, { storageRefuses = false } = {}) {
  const effects = {
    announcePinning: vi.fn(),
    savePin: vi.fn(),
    announcePinned: vi.fn(),
    announcePinnedForVisit: vi.fn(),
    removeStoredPin: vi.fn(),
    announceCleared: vi.fn(),
  };
  const actor = createActor(
    pinningMachine.provide({
      actors: {
        loadStoredPin: fromPromise(async () => {
          if (stored instanceof Error) throw stored;
          return stored;
        }),
        storePin: fromCallback<PinStorageEvent, LatLng>(({ input, sendBack }) => {
          effects.savePin(input);
          sendBack({ type: storageRefuses ? 'PIN_NOT_STORED' : 'PIN_STORED' });
        }),
      },
      actions: effects,
    }),
  ).start();
  await waitFor(actor, (snapshot) => !snapshot.matches('restoring'));
  return { actor, effects };
}

function noEffects(effects: Record<string, ReturnType<typeof vi.fn>>) {
  for (const [name, effect] of Object.entries(effects)) expect(effect, name).not.toHaveBeenCalled();
}

describe('pinningMachine', () => {
  it('starts by restoring the stored pin, and waits there for it', () => {
    const actor = createActor(pinningMachine.provide({ actors: { loadStoredPin: fromPromise(() => new Promise<LatLng | null>(() => {})) } }));
    expect(actor.getSnapshot().value).toBe('restoring');
    actor.start();
    for (const event of [
      { type: 'PIN_MY_SPOT' },
      { type: 'MAP_CLICKED', position: CLICKED },
      { type: 'CANCEL' },
      { type: 'CLEAR_PIN' },
    ] satisfies PinningEvent[]) {
      actor.send(event);
      expect(actor.getSnapshot().value).toBe('restoring');
      expect(actor.getSnapshot().context.pin).toBeNull();
    }
  });

  it('restores a stored pin, then idles', async () => {
    const { actor, effects } = await start(STORED);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pin).toEqual(STORED);
    noEffects(effects);
  });

  it('idles without a pin when none is stored', async () => {
    const { actor } = await start(null);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pin).toBeNull();
  });

  it('idles without a pin when reading storage fails', async () => {
    const { actor } = await start(new Error('storage blocked'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pin).toBeNull();
  });

  it("goes from idle to pinning on 'Pin My Spot' and says to click the map", async () => {
    const { actor, effects } = await start();
    actor.send({ type: 'PIN_MY_SPOT' });
    expect(actor.getSnapshot().value).toBe('pinning');
    expect(effects.announcePinning).toHaveBeenCalledOnce();
  });

  it.each([
    {
      title: 'pins, saves and announces the clicked spot, then returns to idle',
      storageRefuses: false,
      said: 'announcePinned',
      notSaid: 'announcePinnedForVisit',
    },
    {
      title: 'pins a spot the browser would not store, and says it is pinned for this visit only',
      storageRefuses: true,
      said: 'announcePinnedForVisit',
      notSaid: 'announcePinned',
    },
  ] as const)('$title', async ({ storageRefuses, said, notSaid }) => {
    const { actor, effects } = await start(null, { storageRefuses });
    actor.send({ type: 'PIN_MY_SPOT' });
    actor.send({ type: 'MAP_CLICKED', position: CLICKED });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pin).toEqual(CLICKED);
    expect(effects.savePin).toHaveBeenCalledExactlyOnceWith(CLICKED);
    expect(effects[said]).toHaveBeenCalledOnce();
    expect(effects[notSaid]).not.toHaveBeenCalled();
  });

  it('replaces an existing pin with the new spot', async () => {
    const { actor, effects } = await start(STORED);
    actor.send({ type: 'PIN_MY_SPOT' });
    actor.send({ type: 'MAP_CLICKED', position: CLICKED });
    expect(actor.getSnapshot().context.pin).toEqual(CLICKED);
    expect(effects.savePin).toHaveBeenCalledExactlyOnceWith(CLICKED);
  });

  it('leaves pinning on CANCEL (Escape) without pinning anything', async () => {
    const { actor, effects } = await start(STORED);
    actor.send({ type: 'PIN_MY_SPOT' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pin).toEqual(STORED);
    expect(effects.savePin).not.toHaveBeenCalled();
    expect(effects.announcePinned).not.toHaveBeenCalled();
  });

  it('ignores a second PIN_MY_SPOT while pinning', async () => {
    const { actor, effects } = await start();
    actor.send({ type: 'PIN_MY_SPOT' });
    actor.send({ type: 'PIN_MY_SPOT' });
    expect(actor.getSnapshot().value).toBe('pinning');
    expect(effects.announcePinning).toHaveBeenCalledOnce();
  });

  it('ignores map clicks and CANCEL while idle', async () => {
    const { actor, effects } = await start();
    actor.send({ type: 'MAP_CLICKED', position: CLICKED });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pin).toBeNull();
    noEffects(effects);
  });

  it('clears the pin and the stored value while idle, and announces it', async () => {
    const { actor, effects } = await start(STORED);
    actor.send({ type: 'CLEAR_PIN' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pin).toBeNull();
    expect(effects.removeStoredPin).toHaveBeenCalledOnce();
    expect(effects.announceCleared).toHaveBeenCalledOnce();
  });

  it('clears the pin while pinning and keeps pinning', async () => {
    const { actor, effects } = await start(STORED);
    actor.send({ type: 'PIN_MY_SPOT' });
    actor.send({ type: 'CLEAR_PIN' });
    expect(actor.getSnapshot().value).toBe('pinning');
    expect(actor.getSnapshot().context.pin).toBeNull();
    expect(effects.removeStoredPin).toHaveBeenCalledOnce();
    expect(effects.announceCleared).toHaveBeenCalledOnce();
  });

  it('ignores CLEAR_PIN when nothing is pinned', async () => {
    const { actor, effects } = await start();
    actor.send({ type: 'CLEAR_PIN' });
    actor.send({ type: 'PIN_MY_SPOT' });
    actor.send({ type: 'CLEAR_PIN' });
    expect(actor.getSnapshot().value).toBe('pinning');
    expect(effects.removeStoredPin).not.toHaveBeenCalled();
    expect(effects.announceCleared).not.toHaveBeenCalled();
  });

  it('has an id for the inspector', () => {
    expect(pinningMachine.id).toBe('pinning');
  });
});
