import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { planSyncMachine } from './planSync.machine';

type Deferred = { resolve: () => void; reject: (error: Error) => void };

/** A machine whose sync and delete wait until the test settles them, one request at a time. */
function start({ off = false, offline = (): boolean => false } = {}) {
  const syncs: Deferred[] = [];
  const deletes: Deferred[] = [];
  const turnSyncOff = vi.fn();
  const turnSyncOn = vi.fn();
  const announceDeleted = vi.fn();
  const pending = (list: Deferred[]) =>
    fromPromise<void>(() => new Promise<void>((resolve, reject) => list.push({ resolve, reject })));
  const actor = createActor(
    planSyncMachine.provide({
      actors: { syncPlan: pending(syncs), deleteSyncedPlan: pending(deletes) },
      actions: { turnSyncOff, turnSyncOn, announceDeleted },
      guards: { syncIsOff: () => off, isOffline: offline },
    }),
  ).start();
  return { actor, syncs, deletes, turnSyncOff, turnSyncOn, announceDeleted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('planSyncMachine', () => {
  it('syncs as soon as it starts, and is synced when the sync succeeds', async () => {
    const { actor, syncs } = start();
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    syncs[0]!.resolve();
    await waitFor(actor, (state) => state.matches('synced'));
    expect(syncs).toHaveLength(1);
  });

  it('syncs again after each change', async () => {
    const { actor, syncs } = start();
    syncs[0]!.resolve();
    await waitFor(actor, (state) => state.matches('synced'));
    actor.send({ type: 'CHANGED' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(syncs).toHaveLength(2);
  });

  it('a change during a sync is synced once that sync ends, however many arrive', async () => {
    const { actor, syncs } = start();
    actor.send({ type: 'CHANGED' });
    actor.send({ type: 'CHANGED' });
    syncs[0]!.resolve();
    await settle();
    expect(actor.getSnapshot().value).toBe('saving');
    expect(syncs).toHaveLength(2);
    syncs[1]!.resolve();
    await waitFor(actor, (state) => state.matches('synced'));
    expect(syncs).toHaveLength(2);
  });

  it('waits offline when a sync fails without a connection, and syncs when it returns', async () => {
    let online = false;
    const { actor, syncs } = start({ offline: () => !online });
    syncs[0]!.reject(new Error('Failed to fetch'));
    await waitFor(actor, (state) => state.matches('offline'));
    actor.send({ type: 'CHANGED' });
    expect(actor.getSnapshot().value).toBe('offline');
    expect(syncs).toHaveLength(1);
    online = true;
    actor.send({ type: 'ONLINE' });
    expect(actor.getSnapshot().value).toBe('saving');
    syncs[1]!.resolve();
    await waitFor(actor, (state) => state.matches('synced'));
  });

  it('shows offline when the connection goes while synced', async () => {
    const { actor, syncs } = start();
    syncs[0]!.resolve();
    await waitFor(actor, (state) => state.matches('synced'));
    actor.send({ type: 'OFFLINE' });
    expect(actor.getSnapshot().value).toBe('offline');
  });

  it('fails with a connection, and syncs on Try again, on a change or when the connection returns', async () => {
    const { actor, syncs } = start();
    syncs[0]!.reject(new Error('403'));
    await waitFor(actor, (state) => state.matches('failed'));
    for (const event of [{ type: 'RETRY' }, { type: 'CHANGED' }, { type: 'ONLINE' }] as const) {
      actor.send(event);
      expect(actor.getSnapshot().value).toBe('saving');
      syncs.at(-1)!.reject(new Error('403'));
      await waitFor(actor, (state) => state.matches('failed'));
    }
    expect(syncs).toHaveLength(4);
  });

  it('deletes the synced plan and turns syncing off for this browser', async () => {
    const { actor, syncs, deletes, turnSyncOff, announceDeleted } = start();
    syncs[0]!.resolve();
    await waitFor(actor, (state) => state.matches('synced'));
    actor.send({ type: 'DELETE_SYNCED_PLAN' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    deletes[0]!.resolve();
    await waitFor(actor, (state) => state.matches('off'));
    expect(turnSyncOff).toHaveBeenCalledOnce();
    expect(announceDeleted).toHaveBeenCalledOnce();
    actor.send({ type: 'CHANGED' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(syncs).toHaveLength(1);
  });

  it('does not delete while a sync is under way', () => {
    const { actor } = start();
    actor.send({ type: 'DELETE_SYNCED_PLAN' });
    expect(actor.getSnapshot().value).toBe('saving');
  });

  it('offers Try again when the delete fails, and goes back to syncing on a change', async () => {
    const { actor, syncs, deletes, turnSyncOff } = start();
    syncs[0]!.reject(new Error('500'));
    await waitFor(actor, (state) => state.matches('failed'));
    actor.send({ type: 'DELETE_SYNCED_PLAN' });
    deletes[0]!.reject(new Error('500'));
    await waitFor(actor, (state) => state.matches('deleteFailed'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('deleting');
    deletes[1]!.reject(new Error('500'));
    await waitFor(actor, (state) => state.matches('deleteFailed'));
    actor.send({ type: 'CHANGED' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(turnSyncOff).not.toHaveBeenCalled();
  });

  it('starts off when syncing was turned off here, and syncs again when asked', async () => {
    const { actor, syncs, turnSyncOn } = start({ off: true });
    expect(actor.getSnapshot().value).toBe('off');
    expect(syncs).toHaveLength(0);
    actor.send({ type: 'SYNC_AGAIN' });
    expect(turnSyncOn).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('saving');
    syncs[0]!.resolve();
    await waitFor(actor, (state) => state.matches('synced'));
  });
});
