import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#src/lib/storage';
import { storedSet } from '#src/lib/storedSet';
import { localPlan, type PlanStores } from './localPlan';
import { emptyPlan, mergeSet, type Plan, type PlanChanges, type TimedPin } from './planMerge';
import { syncRecord } from './syncBase';
import { syncPlan, type RemotePlan } from './syncPlan';

/** The account's plan, held in memory; `online` false makes every call fail as a lost connection does. */
function account(initial: Plan = emptyPlan) {
  let plan = initial;
  const state = { online: true, applied: [] as PlanChanges[] };
  const reachable = () => (state.online ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch')));
  const remote: RemotePlan = {
    read: () => reachable().then(() => plan),
    apply: (changes) =>
      reachable().then(() => {
        state.applied.push(changes);
        const apply = <T extends number | string>(values: readonly T[], { add, remove }: { add: T[]; remove: T[] }) =>
          mergeSet([...values.filter((value) => !remove.includes(value)), ...add], undefined, []);
        plan = {
          saved: apply(plan.saved, changes.saved),
          packed: apply(plan.packed, changes.packed),
          pin: changes.pin === undefined ? plan.pin : changes.pin,
        };
      }),
  };
  return { remote, state, plan: () => plan };
}

/** One browser: its own localStorage; `open()` is a page load, with fresh stores over that storage. */
function device(userId = 'user-1') {
  const data = new Map<string, string>();
  const window = {
    localStorage: {
      getItem: (name: string) => data.get(name) ?? null,
      setItem: (name: string, value: string) => void data.set(name, value),
      removeItem: (name: string) => void data.delete(name),
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  const enter = () => vi.stubGlobal('window', window);
  function open() {
    enter();
    let pin: TimedPin | null = null;
    const stores: PlanStores = {
      saved: storedSet(storageKeys.savedFestivals, (value): value is number => Number.isInteger(value), [1, 2, 3, 4]),
      packed: storedSet(storageKeys.packedGear, (value): value is string => typeof value === 'string', ['tent', 'headlamp']),
      pin: { read: () => pin, write: (next) => void (pin = next), subscribe: () => () => {} },
    };
    const local = localPlan(stores);
    return { stores, local, enter, sync: (remote: RemotePlan) => (enter(), syncPlan({ local, remote, record: syncRecord(userId) })) };
  }
  return { open, enter, data };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const pinned: TimedPin = { lat: 51.5, lng: -0.12, pinnedAt: '2026-11-21T09:00:00.000Z' };

describe('syncPlan', () => {
  it('on sign-in joins the browser plan with the account plan on both sides', async () => {
    const cloud = account({ saved: [4], packed: ['headlamp'], pin: pinned });
    const page = device().open();
    page.stores.saved.toggle(1);
    page.stores.packed.toggle('tent');
    await page.sync(cloud.remote);
    expect(cloud.plan()).toEqual({ saved: [1, 4], packed: ['headlamp', 'tent'], pin: pinned });
    expect(page.local.read()).toEqual({ saved: [1, 4], packed: ['tent', 'headlamp'], pin: pinned });
  });

  it('sends a change made offline once the connection returns, even after a reload', async () => {
    const cloud = account();
    const phone = device();
    const first = phone.open();
    first.stores.saved.toggle(1);
    await first.sync(cloud.remote);
    expect(cloud.plan().saved).toEqual([1]);

    cloud.state.online = false;
    first.stores.saved.toggle(1);
    first.stores.saved.toggle(2);
    await expect(first.sync(cloud.remote)).rejects.toThrow('Failed to fetch');
    expect(cloud.plan().saved).toEqual([1]);

    const reloaded = phone.open();
    cloud.state.online = true;
    await reloaded.sync(cloud.remote);
    expect(cloud.plan().saved).toEqual([2]);
    expect(reloaded.local.read().saved).toEqual([2]);
  });

  it('carries a removal on one device to the other at its next sync, and it never comes back', async () => {
    const cloud = account();
    const laptop = device().open();
    const phone = device().open();
    laptop.enter();
    laptop.stores.saved.toggle(1);
    laptop.stores.saved.toggle(2);
    await laptop.sync(cloud.remote);
    await phone.sync(cloud.remote);
    phone.enter();
    expect(phone.local.read().saved).toEqual([1, 2]);

    phone.enter();
    phone.stores.saved.toggle(2);
    await phone.sync(cloud.remote);
    expect(cloud.plan().saved).toEqual([1]);

    await laptop.sync(cloud.remote);
    laptop.enter();
    expect(laptop.local.read().saved).toEqual([1]);
    await laptop.sync(cloud.remote);
    await phone.sync(cloud.remote);
    expect(cloud.plan().saved).toEqual([1]);
    expect(phone.local.read().saved).toEqual([1]);
  });

  it('keeps a change the visitor made while the sync ran, for the next sync', async () => {
    const cloud = account({ saved: [3], packed: [], pin: null });
    const page = device().open();
    const read = cloud.remote.read;
    cloud.remote.read = async () => {
      const plan = await read();
      page.stores.saved.toggle(4);
      return plan;
    };
    await page.sync(cloud.remote);
    expect(page.local.read().saved).toEqual([3, 4]);
    expect(cloud.plan().saved).toEqual([3]);
    cloud.remote.read = read;
    await page.sync(cloud.remote);
    expect(cloud.plan().saved).toEqual([3, 4]);
  });

  it('sends nothing when both sides already agree', async () => {
    const cloud = account();
    const page = device().open();
    page.stores.saved.toggle(1);
    await page.sync(cloud.remote);
    await page.sync(cloud.remote);
    expect(cloud.state.applied.at(-1)).toEqual({ saved: { add: [], remove: [] }, packed: { add: [], remove: [] }, pin: undefined });
  });
});
