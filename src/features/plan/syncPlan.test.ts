import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#src/lib/storage';
import { customGear, type CustomGearItem } from './customGear';
import { localPlan, type PlanStores } from './localPlan';
import { editedSet } from './planEdits';
import { mergeSet, type PlanChanges } from './planMerge';
import { planStores } from './planStores';
import { emptyPlan, type Plan, type TimedPin } from './planTypes';
import { PlanGoneError, type AccountPlan, type RemotePlan } from './remotePlan';
import { syncRecord } from './syncRecord';
import { deleteSyncedPlan, syncPlan } from './syncPlan';

const everyId = () => true;

/**
 * Own gear items as the account applies them: an id once removed is kept out for good, an item
 * held takes the fields sent, and one neither held nor removed is added.
 */
function applyCustom(items: readonly CustomGearItem[], { upsert, remove }: PlanChanges['custom'], removed: Set<string>): CustomGearItem[] {
  remove.forEach((id) => removed.add(id));
  const changed = items.filter((item) => !removed.has(item.id)).map((item) => ({ ...item, ...upsert.find((change) => change.id === item.id) }));
  const added = upsert.filter((change) => !removed.has(change.id) && !items.some((item) => item.id === change.id));
  return [...changed, ...added.map((change) => ({ name: '', packed: false, ...change }))];
}

/**
 * The account's plan, held in memory as the database keeps it: an id (none before the first sync
 * and after a delete) and its rows, which go with it. A change for a plan id that is no longer the
 * account's is refused (`PlanGoneError`), and a change id already applied changes nothing.
 * `online` false makes every call fail as a lost connection does, `answerLost` the next change
 * fail so once applied; `reads` and `writes` count what reached the account.
 */
function account(initial: Plan = emptyPlan, initialId: string | null = initial === emptyPlan ? null : 'plan-0') {
  let planId = initialId;
  let plan = initial;
  const state = { online: true, answerLost: false, applied: [] as PlanChanges[], changeIds: [] as string[], reads: 0, writes: 0 };
  const removedOwnItems = new Set<string>();
  const reachable = () => (state.online ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch')));
  const wrote = () => void (state.writes += 1);
  const remote: RemotePlan = {
    read: () =>
      reachable().then((): AccountPlan => {
        state.reads += 1;
        return { planId, plan };
      }),
    create: (id) =>
      reachable().then(() => {
        wrote();
        planId ??= id;
        return planId;
      }),
    apply: (id, changeId, changes) =>
      reachable().then(() => {
        wrote();
        if (id !== planId) throw new PlanGoneError();
        const repeated = state.changeIds.includes(changeId);
        state.changeIds.push(changeId);
        if (repeated) return;
        state.applied.push(changes);
        const apply = <T extends number | string>(values: readonly T[], { add, remove }: { add: T[]; remove: T[] }) =>
          mergeSet([...values.filter((value) => !remove.includes(value)), ...add], undefined, [], everyId);
        plan = {
          saved: apply(plan.saved, changes.saved),
          packed: apply(plan.packed, changes.packed),
          pin: changes.pin === undefined ? plan.pin : changes.pin,
          custom: applyCustom(plan.custom, changes.custom, removedOwnItems),
        };
        if (state.answerLost) {
          state.answerLost = false;
          throw new TypeError('Failed to fetch');
        }
      }),
    remove: () =>
      reachable().then(() => {
        wrote();
        planId = null;
        plan = emptyPlan;
      }),
  };
  /** Another device deletes the plan and, if given one, starts a new plan holding `next`. */
  const replace = (next?: Plan) => {
    planId = next ? 'plan-elsewhere' : null;
    plan = next ?? emptyPlan;
  };
  return { remote, state, plan: () => plan, planId: () => planId, replace };
}

let planCount = 0;
const newId = () => `plan-${(planCount += 1)}`;

/** One browser: its own localStorage; `open()` is a page load, with fresh stores over that storage. */
function device({ festivals = [1, 2, 3, 4] }: { festivals?: number[] } = {}) {
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
      saved: editedSet('saved', storageKeys.savedFestivals, (value): value is number => Number.isInteger(value), festivals),
      packed: editedSet('packed', storageKeys.packedGear, (value): value is string => typeof value === 'string', ['tent', 'headlamp']),
      pin: { read: () => pin, write: (next) => void (pin = next), subscribe: () => () => {} },
      custom: planStores.custom,
      edits: planStores.edits,
    };
    const local = localPlan(stores);
    const record = (userId = 'user-1') => (enter(), syncRecord(userId));
    return {
      stores,
      local,
      enter,
      record,
      sync: (remote: RemotePlan, userId = 'user-1') => syncPlan({ local, remote, record: record(userId), newId }),
      deletePlan: (remote: RemotePlan, userId = 'user-1') => deleteSyncedPlan({ remote, record: record(userId) }),
      /** Signing out as the account menu does it (PlanSync's `leave`). */
      signOut: ({ keep, forgetPin }: { keep: boolean; forgetPin: boolean }, userId = 'user-1') => {
        record(userId).signOut({ keep, forgetPin });
        if (!keep) {
          local.write(emptyPlan);
          local.edits.clear(local.edits.read());
        }
        else if (forgetPin) stores.pin.write(null);
      },
    };
  }
  return { open, enter, data };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const pinned: TimedPin = { lat: 51.5, lng: -0.12, pinnedAt: '2026-11-21T09:00:00.000Z' };

describe('syncPlan', () => {
  it('on sign-in joins the browser plan with the account plan on both sides', async () => {
    const cloud = account({ saved: [4], packed: ['headlamp'], pin: pinned, custom: [] });
    const page = device().open();
    page.stores.saved.toggle(1);
    page.stores.packed.toggle('tent');
    await expect(page.sync(cloud.remote)).resolves.toBe('synced');
    expect(cloud.plan()).toEqual({ saved: [1, 4], packed: ['headlamp', 'tent'], pin: pinned, custom: [] });
    expect(page.local.read()).toEqual({ saved: [1, 4], packed: ['tent', 'headlamp'], pin: pinned, custom: [] });
  });

  it('starts the synced plan on the first sync of an account that has none', async () => {
    const cloud = account();
    const page = device().open();
    page.stores.saved.toggle(2);
    await page.sync(cloud.remote);
    expect(cloud.planId()).toBe(page.record().planId());
    expect(cloud.plan().saved).toEqual([2]);
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

  it("carries the visitor's own gear items between devices: added, renamed here and ticked there, removed", async () => {
    const cloud = account();
    const laptop = device().open();
    const phone = device().open();
    laptop.enter();
    const added = customGear.add('camping', 'Spare pegs') as CustomGearItem;
    await laptop.sync(cloud.remote);
    await phone.sync(cloud.remote);
    phone.enter();
    expect(phone.local.read().custom).toEqual([added]);

    customGear.toggle(added.id);
    laptop.enter();
    customGear.rename(added.id, 'Tent pegs');
    await laptop.sync(cloud.remote);
    await phone.sync(cloud.remote);
    await laptop.sync(cloud.remote);
    const both = { ...added, name: 'Tent pegs', packed: true };
    expect(cloud.plan().custom).toEqual([both]);
    expect(laptop.local.read().custom).toEqual([both]);

    phone.enter();
    customGear.remove(added.id);
    await phone.sync(cloud.remote);
    laptop.enter();
    customGear.rename(added.id, 'Renamed too late');
    await laptop.sync(cloud.remote);
    expect(cloud.plan().custom).toEqual([]);
    laptop.enter();
    expect(laptop.local.read().custom).toEqual([]);
  });

  it('hears no change of its own: a sync that settles own items, and forgets their edits, wakes no other sync', async () => {
    const cloud = account();
    const page = device().open();
    const added = customGear.add('camping', 'Spare pegs') as CustomGearItem;
    let heard = 0;
    const stop = page.local.subscribe(() => (heard += 1));
    await page.sync(cloud.remote);
    await page.sync(cloud.remote);
    stop();
    expect(heard).toBe(0);
    expect(cloud.plan().custom).toEqual([added]);
  });

  it("keeps the account's own items of a category this build does not know, and removes them from here at sign-out", async () => {
    const stove = { id: '7d1f3c0e-8a2b-4c5d-9e6f-0a1b2c3d4e5f', category: 'cooking', name: 'Stove', packed: false };
    const cloud = account({ ...emptyPlan, custom: [stove] });
    const page = device().open();
    const added = customGear.add('camping', 'Spare pegs') as CustomGearItem;
    await page.sync(cloud.remote);
    await page.sync(cloud.remote);
    expect(cloud.plan().custom).toEqual([stove, added]);
    page.enter();
    expect(page.local.read().custom).toEqual([added]);

    page.signOut({ keep: false, forgetPin: false });
    page.enter();
    expect([page.local.read().custom, customGear.edits()]).toEqual([[], []]);
    expect(cloud.plan().custom).toEqual([stove, added]);
  });

  it('keeps a change the visitor made while the sync ran, for the next sync', async () => {
    const cloud = account({ saved: [3], packed: [], pin: null, custom: [] });
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
    expect(cloud.state.applied.at(-1)).toEqual({ saved: { add: [], remove: [] }, packed: { add: [], remove: [] }, pin: undefined, custom: { upsert: [], remove: [] } });
  });

  it('sends a sync whose answer was lost again under its change id, so its add does not undo a removal made meanwhile', async () => {
    const cloud = account();
    const phone = device().open();
    phone.stores.saved.toggle(1);
    cloud.state.answerLost = true;
    await expect(phone.sync(cloud.remote)).rejects.toThrow('Failed to fetch');
    expect(cloud.plan().saved).toEqual([1]);

    // Another device removes the festival.
    await cloud.remote.apply(cloud.planId() as string, 'change-elsewhere', {
      saved: { add: [], remove: [1] },
      packed: { add: [], remove: [] },
      pin: undefined,
      custom: { upsert: [], remove: [] },
    });

    await expect(phone.sync(cloud.remote)).resolves.toBe('synced');
    const [first, , again] = cloud.state.changeIds;
    expect(again).toBe(first);
    expect(cloud.plan().saved).toEqual([]);
    phone.enter();
    expect(phone.local.read().saved).toEqual([]);
  });

  it('keeps in the account a festival this build does not know, through its syncs and removals', async () => {
    const cloud = account({ saved: [2, 120], packed: [], pin: null, custom: [] });
    const page = device().open();
    await page.sync(cloud.remote);
    page.enter();
    expect(page.local.read().saved).toEqual([2]);

    page.stores.saved.toggle(1);
    await page.sync(cloud.remote);
    expect(cloud.plan().saved).toEqual([1, 2, 120]);

    page.enter();
    page.stores.saved.clear();
    await page.sync(cloud.remote);
    expect(cloud.plan().saved).toEqual([120]);
  });

  it("keeps the account's pin after a sign-out that forgot the pin on this device only", async () => {
    const cloud = account();
    const phone = device().open();
    phone.stores.pin.write(pinned);
    phone.stores.saved.toggle(3);
    await phone.sync(cloud.remote);
    expect(cloud.plan().pin).toEqual(pinned);

    phone.signOut({ keep: true, forgetPin: true });
    expect(phone.local.read()).toEqual({ saved: [3], packed: [], pin: null, custom: [] });
    await expect(phone.sync(cloud.remote)).resolves.toBe('signedOut');

    phone.record().signIn();
    await expect(phone.sync(cloud.remote)).resolves.toBe('synced');
    expect(cloud.plan()).toEqual({ saved: [3], packed: [], pin: pinned, custom: [] });
    expect(phone.local.read().pin).toEqual(pinned);
  });
});

describe('a synced plan deleted elsewhere', () => {
  async function syncedPhone() {
    const cloud = account();
    const phone = device().open();
    phone.stores.saved.toggle(1);
    await phone.sync(cloud.remote);
    phone.enter();
    phone.stores.saved.toggle(2);
    phone.stores.packed.toggle('tent');
    return { cloud, phone, before: phone.local.read() };
  }

  it.each([
    ['deleted', undefined],
    ['deleted, and started again from another device', { saved: [4], packed: [], pin: null, custom: [] }],
  ])('stops this browser when the plan was %s: it keeps its plan and sends nothing, then or later', async (_, next) => {
    const { cloud, phone, before } = await syncedPhone();
    cloud.replace(next);
    const writes = cloud.state.writes;

    await expect(phone.sync(cloud.remote)).resolves.toBe('deletedElsewhere');
    expect(phone.record().status()).toBe('deletedElsewhere');
    phone.enter();
    expect(phone.local.read()).toEqual(before);
    expect(cloud.state.writes).toBe(writes);
    expect(cloud.plan()).toEqual(next ?? emptyPlan);

    const reads = cloud.state.reads;
    await expect(phone.sync(cloud.remote)).resolves.toBe('deletedElsewhere');
    expect([cloud.state.reads, cloud.state.writes]).toEqual([reads, writes]);
  });

  it('stops this browser when the plan is deleted between its read and its write (the database refuses the write)', async () => {
    const { cloud, phone, before } = await syncedPhone();
    const read = cloud.remote.read;
    cloud.remote.read = async () => {
      const found = await read();
      cloud.replace();
      return found;
    };
    await expect(phone.sync(cloud.remote)).resolves.toBe('deletedElsewhere');
    expect(phone.record().status()).toBe('deletedElsewhere');
    expect(cloud.plan()).toEqual(emptyPlan);
    phone.enter();
    expect(phone.local.read()).toEqual(before);
  });

  it("joins this browser's plan with the account's after 'Sync again'", async () => {
    const { cloud, phone } = await syncedPhone();
    cloud.replace({ saved: [4], packed: [], pin: null, custom: [] });
    await phone.sync(cloud.remote);
    phone.record().startAgain();
    await expect(phone.sync(cloud.remote)).resolves.toBe('synced');
    expect(cloud.plan()).toEqual({ saved: [1, 2, 4], packed: ['tent'], pin: null, custom: [] });
  });
});

describe('deleteSyncedPlan', () => {
  it('deletes the plan in the account and turns syncing off here, keeping the plan in this browser', async () => {
    const cloud = account();
    const page = device().open();
    page.stores.saved.toggle(1);
    await page.sync(cloud.remote);
    await page.deletePlan(cloud.remote);
    expect(page.record().status()).toBe('off');
    expect([cloud.planId(), cloud.plan()]).toEqual([null, emptyPlan]);
    page.enter();
    expect(page.local.read().saved).toEqual([1]);
  });

  it('stays asked for when it fails, and the sync sends nothing until it is done', async () => {
    const cloud = account();
    const page = device().open();
    page.stores.saved.toggle(1);
    await page.sync(cloud.remote);

    cloud.state.online = false;
    await expect(page.deletePlan(cloud.remote)).rejects.toThrow('Failed to fetch');
    expect(page.record().status()).toBe('deleting');

    cloud.state.online = true;
    page.enter();
    page.stores.saved.toggle(2);
    const { reads, writes } = cloud.state;
    await expect(page.sync(cloud.remote)).resolves.toBe('deleting');
    expect([cloud.state.reads, cloud.state.writes]).toEqual([reads, writes]);
    expect(cloud.plan().saved).toEqual([1]);

    await page.deletePlan(cloud.remote);
    expect(cloud.plan()).toEqual(emptyPlan);
    await expect(page.sync(cloud.remote)).resolves.toBe('off');
    expect(cloud.plan()).toEqual(emptyPlan);
  });
});

describe("a browser holding another account's plan", () => {
  it('asks before it joins the account, and sends nothing meanwhile', async () => {
    const theirs = account();
    const mine = account({ saved: [4], packed: [], pin: null, custom: [] });
    const page = device().open();
    page.stores.saved.toggle(1);
    await page.sync(theirs.remote, 'user-2');

    await expect(page.sync(mine.remote)).resolves.toBe('asking');
    expect([mine.state.reads, mine.state.writes]).toEqual([0, 0]);
    expect(mine.plan().saved).toEqual([4]);
    page.enter();
    expect(page.local.read().saved).toEqual([1]);
  });

  it('takes the account silently when the plan left here is empty', async () => {
    const theirs = account();
    const mine = account({ saved: [4], packed: [], pin: null, custom: [] });
    const page = device().open();
    page.stores.saved.toggle(1);
    await page.sync(theirs.remote, 'user-2');
    page.signOut({ keep: false, forgetPin: false }, 'user-2');

    await expect(page.sync(mine.remote)).resolves.toBe('synced');
    expect(page.record().heldByAnother()).toBe(false);
    expect(mine.plan().saved).toEqual([4]);
    page.enter();
    expect(page.local.read().saved).toEqual([4]);
    expect(theirs.plan().saved).toEqual([1]);
  });
});
