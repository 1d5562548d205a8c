import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SyncOutcome } from '#src/features/plan/syncPlan';
import { planSyncMachine } from './planSync.machine';

type Deferred<T> = { resolve: (value: T) => void; reject: (error: Error) => void };

/** A machine whose syncs and deletes wait until the test settles them, one request at a time. */
function start({ online = true, recordSaysSync = false, recordSaysDeleting = false } = {}) {
  const syncs: Deferred<SyncOutcome>[] = [];
  const deletes: Deferred<void>[] = [];
  const actions = { startAgain: vi.fn(), adoptDevicePlan: vi.fn(), adoptAccountPlan: vi.fn(), announceDeleted: vi.fn() };
  const pending = <T,>(list: Deferred<T>[]) => fromPromise<T>(() => new Promise<T>((resolve, reject) => list.push({ resolve, reject })));
  const actor = createActor(
    planSyncMachine.provide({
      actors: { syncPlan: pending(syncs), deleteSyncedPlan: pending(deletes) },
      actions,
      guards: { recordSaysSync: () => recordSaysSync, recordSaysDeleting: () => recordSaysDeleting },
    }),
    { input: { online } },
  ).start();
  const state = () => actor.getSnapshot().value;
  return { actor, syncs, deletes, state, ...actions };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('planSyncMachine', () => {
  it('syncs as soon as it starts, and is synced when the sync succeeds', async () => {
    const { actor, syncs } = start();
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    syncs[0]!.resolve('synced');
    await waitFor(actor, (state) => state.matches('synced'));
    expect(syncs).toHaveLength(1);
  });

  it('syncs again after each change', async () => {
    const { actor, syncs, state } = start();
    syncs[0]!.resolve('synced');
    await waitFor(actor, (snapshot) => snapshot.matches('synced'));
    actor.send({ type: 'CHANGED' });
    expect(state()).toBe('saving');
    expect(syncs).toHaveLength(2);
  });

  it('a change during a sync is synced once that sync ends, however many arrive', async () => {
    const { actor, syncs, state } = start();
    actor.send({ type: 'CHANGED' });
    actor.send({ type: 'CHANGED' });
    syncs[0]!.resolve('synced');
    await settle();
    expect(state()).toBe('saving');
    expect(syncs).toHaveLength(2);
    syncs[1]!.resolve('synced');
    await waitFor(actor, (snapshot) => snapshot.matches('synced'));
    expect(syncs).toHaveLength(2);
  });

  it('waits offline when a sync fails without a connection, and syncs when it returns', async () => {
    const { actor, syncs, state } = start({ online: false });
    syncs[0]!.reject(new Error('Failed to fetch'));
    await waitFor(actor, (snapshot) => snapshot.matches('offline'));
    actor.send({ type: 'CHANGED' });
    expect(state()).toBe('offline');
    expect(syncs).toHaveLength(1);
    actor.send({ type: 'ONLINE' });
    expect(state()).toBe('saving');
    syncs[1]!.resolve('synced');
    await waitFor(actor, (snapshot) => snapshot.matches('synced'));
  });

  it('hears the connection go during a sync, and waits offline when that sync fails', async () => {
    const { actor, syncs } = start();
    actor.send({ type: 'OFFLINE' });
    syncs[0]!.reject(new Error('Failed to fetch'));
    await waitFor(actor, (snapshot) => snapshot.matches('offline'));
  });

  it('shows offline when the connection goes while synced', async () => {
    const { actor, syncs, state } = start();
    syncs[0]!.resolve('synced');
    await waitFor(actor, (snapshot) => snapshot.matches('synced'));
    actor.send({ type: 'OFFLINE' });
    expect(state()).toBe('offline');
  });

  it('fails with a connection, and syncs on Try again, on a change or when the connection returns', async () => {
    const { actor, syncs, state } = start();
    syncs[0]!.reject(new Error('403'));
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    for (const event of [{ type: 'RETRY' }, { type: 'CHANGED' }, { type: 'ONLINE' }] as const) {
      actor.send(event);
      expect(state()).toBe('saving');
      syncs.at(-1)!.reject(new Error('403'));
      await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    }
    expect(syncs).toHaveLength(4);
  });

  it.each([
    ['off', 'off'],
    ['deletedElsewhere', 'deletedElsewhere'],
    ['asking', 'asking'],
    ['deleting', 'deleting'],
  ] as const)("goes where the record says when a sync reports '%s', and sends nothing more on a change", async (outcome, target) => {
    const { actor, syncs, state } = start();
    syncs[0]!.resolve(outcome);
    await waitFor(actor, (snapshot) => snapshot.matches(target));
    actor.send({ type: 'CHANGED' });
    expect(state()).toBe(target);
    expect(syncs).toHaveLength(1);
  });

  it('stops for good once the visitor signs out', async () => {
    const { actor, syncs } = start();
    syncs[0]!.resolve('signedOut');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('deletes the synced plan, announces it, and sends nothing until Sync again', async () => {
    const { actor, syncs, deletes, state, announceDeleted, startAgain } = start();
    syncs[0]!.resolve('synced');
    await waitFor(actor, (snapshot) => snapshot.matches('synced'));
    actor.send({ type: 'DELETE_SYNCED_PLAN' });
    expect(state()).toBe('deleting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    deletes[0]!.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('off'));
    expect(announceDeleted).toHaveBeenCalledOnce();
    actor.send({ type: 'CHANGED' });
    expect(state()).toBe('off');
    expect(syncs).toHaveLength(1);
    actor.send({ type: 'SYNC_AGAIN' });
    expect(startAgain).toHaveBeenCalledOnce();
    expect(state()).toBe('saving');
  });

  it('does not delete while a sync is under way', () => {
    const { actor, state } = start();
    actor.send({ type: 'DELETE_SYNCED_PLAN' });
    expect(state()).toBe('saving');
  });

  it('keeps a delete pressed offline, sends no sync meanwhile, and deletes when the connection returns', async () => {
    const { actor, syncs, deletes, state } = start();
    syncs[0]!.resolve('synced');
    await waitFor(actor, (snapshot) => snapshot.matches('synced'));
    actor.send({ type: 'OFFLINE' });
    actor.send({ type: 'DELETE_SYNCED_PLAN' });
    deletes[0]!.reject(new Error('Failed to fetch'));
    await waitFor(actor, (snapshot) => snapshot.matches('deleteWaiting'));
    actor.send({ type: 'CHANGED' });
    expect(state()).toBe('deleteWaiting');
    actor.send({ type: 'ONLINE' });
    expect(state()).toBe('deleting');
    expect(syncs).toHaveLength(1);
    deletes[1]!.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('off'));
  });

  it('offers Try again when the delete fails, and never syncs the plan back meanwhile', async () => {
    const { actor, syncs, deletes, state } = start();
    syncs[0]!.reject(new Error('500'));
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'DELETE_SYNCED_PLAN' });
    deletes[0]!.reject(new Error('500'));
    await waitFor(actor, (snapshot) => snapshot.matches('deleteFailed'));
    actor.send({ type: 'CHANGED' });
    expect(state()).toBe('deleteFailed');
    actor.send({ type: 'RETRY' });
    expect(state()).toBe('deleting');
    deletes[1]!.reject(new Error('500'));
    await waitFor(actor, (snapshot) => snapshot.matches('deleteFailed'));
    actor.send({ type: 'ONLINE' });
    expect(state()).toBe('deleting');
    expect(syncs).toHaveLength(1);
  });

  it('waits offline with a delete another tab asked for, and says so', async () => {
    const { actor, syncs, state } = start({ online: false, recordSaysDeleting: true });
    syncs[0]!.reject(new Error('Failed to fetch'));
    await waitFor(actor, (snapshot) => snapshot.matches('offline'));
    actor.send({ type: 'CHANGED' });
    expect(state()).toBe('deleteWaiting');
  });

  it('follows another tab that chose Sync again', async () => {
    const { actor, syncs, state } = start({ recordSaysSync: true });
    syncs[0]!.resolve('deletedElsewhere');
    await waitFor(actor, (snapshot) => snapshot.matches('deletedElsewhere'));
    actor.send({ type: 'CHANGED' });
    expect(state()).toBe('saving');
  });

  it.each([
    ['ADD_DEVICE_PLAN', 'adoptDevicePlan'],
    ['USE_ACCOUNT_PLAN', 'adoptAccountPlan'],
  ] as const)('asks before a plan from another account joins, and syncs once answered (%s)', async (answer, action) => {
    const started = start();
    started.syncs[0]!.resolve('asking');
    await waitFor(started.actor, (snapshot) => snapshot.matches('asking'));
    started.actor.send({ type: answer });
    expect(started[action]).toHaveBeenCalledOnce();
    expect(started.state()).toBe('saving');
  });
});
