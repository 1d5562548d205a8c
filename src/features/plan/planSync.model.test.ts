/**
 * The synced plan over random schedules: a model test of what a visitor's devices do, run on the
 * real code and checked against what the visitor was promised (every device converges, and
 * nothing they did is lost unless a later action of theirs asked for it).
 *
 * The model (src/test/planSyncModel.ts, shared with supabase/tests/planSync.model.test.ts, which
 * runs fewer schedules on PostgreSQL):
 * - 2 or 3 devices of one account, each a browser with its own localStorage, holding the real
 *   stores (storedSet for saved festivals and packed items, the stored pin), localPlan and
 *   syncRecord, and syncing with the real syncPlan and deleteSyncedPlan through the real
 *   remotePlan, whose supabase-js calls are answered by an account database in memory that keeps
 *   the migrations' rules (memoryPlanDatabase: one plan id per user, every row naming it, 23503
 *   for a row naming a deleted plan, the cascade, the 500 limits, the pin at most a day ahead,
 *   owner-only rows, and apply_plan_changes, which applies a sync's changes once per change id
 *   and dates by its own clock a pin dated more than a day ahead; another user's plan is seeded
 *   and must stay untouched).
 * - A schedule is random steps: save or remove a festival, pack or unpack an item, pin or clear
 *   the pin, add an own gear item, rename, tick (or untick) or remove one, sign out (keep or
 *   remove the plan here, forget the pin here or not) and sign in,
 *   'Delete my synced plan', 'Sync again', offline and online, a reload (fresh stores over the
 *   same storage), an upgrade to a build that knows one more festival and one more item, a
 *   failed request (before it reaches the account, or after the account applied it with the
 *   answer lost), and a sync, during which another device may act, or the visitor edit the plan.
 *   Device clocks may be three hours off (or, for one test of convergence, two days ahead).
 * - The machine's rules (machines/planSync.machine.ts) where the app has them: a device syncs only
 *   while signed in; a sync that reports 'deleting' retries the delete; 'Delete my synced plan' is
 *   offered while the record says 'on', 'Sync again' once it says 'off' or 'deletedElsewhere'; a
 *   device whose record says not to sync must send nothing, which every request checks. Signing in
 *   resumes the record (as planSyncFor does); signing out is PlanSync's `leave`.
 * - The end: every device comes online and signs in, and the devices sync in rounds until two
 *   rounds in a row change nothing (no request fails, the account and every device's storage
 *   unchanged). A device that is 'off' or 'deletedElsewhere' stays so: 'Sync again' is the
 *   visitor's choice, made only where the schedule made it. Such a device must keep its plan;
 *   a device that syncs (signed in, record 'on') must end equal to the account.
 *
 * Intents and time: a logical clock ticks at every step and at every request the account runs.
 * Each action that changes a device's plan is an intent. An intent reaches the account when a
 * sync of its device, started after it, writes it, or finds the account already holding it and
 * goes on to write (a change sent again that the account had applied is no write); 'Delete my
 * synced plan' reaches it when its request deletes the plan; 'Sync
 * again' asks again for everything on the device. A sign-out that removes the plan or forgets the
 * pin on this device asks nothing of the account. "Later" is by the time an intent reached the
 * account; between two pins, the newer pinned wins, as the merge says.
 *
 * The properties:
 * 1. converges: the devices settle, every syncing device holds the account's plan (its saved
 *    festivals and packed items that its build knows, the pin, and the own items with their
 *    names and ticks), and its last sync succeeded.
 * 2. keeps adds: an add that reached the account is there at the end, unless a removal of it or
 *    a delete reached the account later (for a pin: a later pin, removal or delete, or a newer
 *    pin); an add that never reached it is still on its device, which then does not sync, unless
 *    the visitor changed it there since. A sync takes a festival or item out of a device's plan
 *    only after a removal of it reached the account: a device that finds its plan deleted
 *    elsewhere keeps its own. An own item is an add, and so is each value given to one of its
 *    fields (its name, its tick): a field's value stays unless another value of that field
 *    reached the account later. A removal of an own item is final: once one reached the account,
 *    the item's adds and field values ask for nothing more.
 * 3. keeps unknown ids: property 2 for the festival and item only a newer build knows (every
 *    schedule starts with one device upgraded): saved there, they stay in the account while
 *    older devices sync, unless a later removal or delete asked for it.
 * 4. removals stay: an item that left the account (an own item too) is not back at the end,
 *    unless an add of it reached the account later.
 *
 * Gaps: the model found the faults listed under "gaps" below. A to H play the schedule fast-check
 * shrank each to; I, J and K, the faults it found in own gear items, a schedule that shows each in
 * the fewest steps, and each fails without its fix. All are fixed, and their cases pass: A, C, D
 * and E by decision 040; B, F, G and H by decision 043 (one call per sync, under a change id the
 * account applies once; a pin dated by the account's clock when the device's runs more than a day
 * ahead; a pin forgotten at sign-out is forgotten in a sync sent and not yet agreed too; a delete
 * names its plan, read first by a device that never agreed on one); I, J and K by decision 048 (a
 * field of an own item that differs from the agreed plan, or from the items as the sync began,
 * changed here; joining the plans, as 'Sync again' does, keeps the device's fields). Every
 * property orders intents by when they first reached the account, and runs on every kind of
 * schedule.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { memoryPlanDatabase } from '#src/test/memoryPlanDatabase';
import {
  expectProperty,
  runSchedule,
  scheduleArbitrary,
  violations,
  type ModelSetup,
  type Property,
  type Schedule,
} from '#src/test/planSyncModel';

afterAll(() => {
  vi.unstubAllGlobals();
});

const EPOCH = Date.parse('2026-11-27T10:00:00.000Z');
const DAY = 24 * 3600 * 1000;
const setup = (more: Partial<ModelSetup> = {}): ModelSetup => ({ database: memoryPlanDatabase(), user: 'user-1', bystander: 'user-2', epoch: EPOCH, ...more });

function holds(property: Property, { options = {}, more = {} } = {}) {
  return fc.asyncProperty(scheduleArbitrary(options), async (schedule) => {
    expectProperty(await runSchedule(schedule, setup(more)), property);
  });
}

const RUNS = 500;
const TIMEOUT = 120_000;

describe('the synced plan, over random schedules of two or three devices of one account', () => {
  it(
    'converges: every device that syncs ends with the account plan',
    async () => {
      await fc.assert(holds('converges'), { numRuns: RUNS });
    },
    TIMEOUT,
  );

  it(
    'converges with a device whose clock runs two days ahead: the account dates its pins by its own clock',
    async () => {
      await fc.assert(holds('converges', { options: { clocksFarAhead: true } }), { numRuns: RUNS });
    },
    TIMEOUT,
  );

  it(
    'keeps what the visitor added, unless a later removal or delete asked for it',
    async () => {
      await fc.assert(holds('keepsAdds'), { numRuns: RUNS });
    },
    TIMEOUT,
  );

  it(
    'keeps in the account the ids only a newer build knows while older builds sync',
    async () => {
      await fc.assert(holds('keepsUnknownIds', { options: { upgradeFirst: true } }), { numRuns: RUNS });
    },
    TIMEOUT,
  );

  it(
    'never brings back a removed item, unless a later add asked for it',
    async () => {
      await fc.assert(holds('removalsStay'), { numRuns: RUNS });
    },
    TIMEOUT,
  );
});

/** Plays a schedule found by the model and expects `property` to hold. */
async function expectCase(schedule: Schedule, property: Property) {
  const run = await runSchedule(schedule, setup());
  expect(violations(run, property)).toEqual([]);
}

const two = (steps: Schedule['steps'], clockOffsets = [0, 0]): Schedule => ({ devices: 2, clockOffsets, steps });

describe('gaps: each fault the model found, on a schedule that shows it, fixed', () => {
  it('A. a delete retried after its answer was lost deletes the plan another device started again since', async () => {
    // d0 deletes; the account deletes the plan but the answer is lost, so d0 retries later. d1 learns
    // of the delete and chooses 'Sync again': its plan is the account's again, until d0's retry deletes it.
    await expectCase(
      two([
        { do: 'save', device: 0, festival: 1 },
        { do: 'sync', device: 0 },
        { do: 'sync', device: 1 },
        { do: 'fail', device: 0, request: 0, answerLost: true },
        { do: 'deletePlan', device: 0 },
        { do: 'sync', device: 1 },
        { do: 'syncAgain', device: 1 },
      ]),
      'keepsAdds',
    );
  });

  it('B. a sync whose writes reached the account but whose answer was lost sends them again, bringing back what was removed meanwhile', async () => {
    // d0's add of festival 1 reaches the account, its answer is lost; d1 removes festival 1; d0's
    // next sync, still without an agreed plan, sent the add again. It now sends the same change
    // under its change id, which the account finds applied, then merges from the plan it agreed.
    await expectCase(
      two([
        { do: 'save', device: 0, festival: 1 },
        { do: 'fail', device: 0, request: 0, answerLost: true, write: 'apply_plan_changes' },
        { do: 'sync', device: 0 },
        { do: 'sync', device: 1 },
        { do: 'unsave', device: 1, festival: 1 },
        { do: 'sync', device: 1 },
        { do: 'sync', device: 0 },
      ]),
      'removalsStay',
    );
  });

  it('C. a festival removed then saved again on one device between two syncs is lost to a removal on another device', async () => {
    // d0's plan and its agreed plan both hold festival 1 again, so its sync sees no change of its
    // own and takes d1's removal, although d0 saved it after d1's removal reached the account.
    await expectCase(
      two([
        { do: 'save', device: 0, festival: 1 },
        { do: 'sync', device: 0 },
        { do: 'sync', device: 1 },
        { do: 'unsave', device: 1, festival: 1 },
        { do: 'sync', device: 1 },
        { do: 'unsave', device: 0, festival: 1 },
        { do: 'save', device: 0, festival: 1 },
        { do: 'sync', device: 0 },
      ]),
      'keepsAdds',
    );
  });

  it("D. a sync whose reads straddle a delete on another device takes the plan's items out of this device", async () => {
    // The account's plan is read with four requests at once; d1's delete lands between them, so
    // d0 reads its plan's id as before and its rows as gone, agrees on an empty plan, and empties
    // its own, where a delete found otherwise leaves the device its plan.
    await expectCase(
      two([
        { do: 'pack', device: 0, item: 'tent' },
        { do: 'sync', device: 0 },
        { do: 'sync', device: 0, meanwhile: { beforeRequest: 2, step: { do: 'deletePlan', device: 1 } } },
      ]),
      'keepsAdds',
    );
  });

  it('E. a device that upgrades after syncing removes from the account the ids its old build did not know', async () => {
    // d0's agreed plan holds the new item, which its old build could not keep; once upgraded, the
    // build knows the item, so its absence here reads as a removal.
    await expectCase(
      two([
        { do: 'upgrade', device: 1 },
        { do: 'pack', device: 1, item: 'solar-charger' },
        { do: 'sync', device: 1 },
        { do: 'sync', device: 0 },
        { do: 'upgrade', device: 0 },
      ]),
      'keepsUnknownIds',
    );
  });

  it('G. a pin forgotten at sign-out while the sync that sent it awaits its answer is removed from the account', async () => {
    // d0's sync of its pin reached the account, its answer lost; forgetting the pin at sign-out
    // left the pin in the sync sent, so settling it at sign-in agreed on the pin and the next
    // merge read it as removed here. Forgetting now takes the pin out of the sync sent too.
    await expectCase(
      two([
        { do: 'sync', device: 0 },
        { do: 'pin', device: 0, spot: 0 },
        { do: 'fail', device: 0, request: 5, answerLost: true },
        { do: 'sync', device: 0 },
        { do: 'signOut', device: 0, keep: true, forgetPin: true },
      ]),
      'keepsAdds',
    );
  });

  it('H. a delete from a device that never agreed on a plan, sent again after its answer was lost, deletes the plan started since', async () => {
    // d2 had not synced, so its delete named no plan: it reached the account, its answer was lost.
    // d0 then started a new plan with its pin, and d2's delete sent again took that plan. A delete
    // now reads the plan's id first when the device knows none, and names it when sent again.
    await expectCase(
      {
        devices: 3,
        clockOffsets: [0, 0, 0],
        steps: [
          { do: 'fail', device: 2, request: 0, answerLost: true },
          { do: 'deletePlan', device: 2 },
          { do: 'pin', device: 0, spot: 0 },
        ],
      },
      'keepsAdds',
    );
  });

  it('F. a device whose clock runs two days ahead never syncs its pin, and its every sync fails', async () => {
    // The database refused a pin dated more than a day ahead (23514), and the sync sent it again
    // each time; apply_plan_changes now dates such a pin by the account's clock.
    await expectCase(two([{ do: 'pin', device: 1, spot: 0 }], [0, 2 * DAY]), 'converges');
  });

  it('I. a tick of an own item made while a sync runs is lost as the sync settles', async () => {
    // d0 ticks its new item while the sync that sends the item runs. Settling, the sync joined
    // the browser's items with the merge it sent, without edits to tell it the tick was made
    // here, and took the merge's untick. A field that differs from the items as the sync began
    // now counts as changed here.
    await expectCase(
      two([
        { do: 'addOwn', device: 0, name: 0 },
        { do: 'sync', device: 0, meanwhile: { beforeRequest: 0, step: { do: 'tickOwn', device: 0, which: 0 } } },
      ]),
      'keepsAdds',
    );
  });

  it('J. a second rename of an own item made while the sync of the first runs is lost', async () => {
    // d0 renames its item, and renames it again while the sync that sends the first rename runs.
    // The second rename notes the same edit as the first, which that sync forgot as it settled:
    // its merge, then the next sync's, took the account's name. A name that differs from the
    // agreed plan now counts as changed here, edit or not.
    await expectCase(
      two([
        { do: 'addOwn', device: 0, name: 0 },
        { do: 'sync', device: 0 },
        { do: 'renameOwn', device: 0, which: 0, name: 1 },
        { do: 'sync', device: 0, meanwhile: { beforeRequest: 0, step: { do: 'renameOwn', device: 0, which: 0, name: 2 } } },
      ]),
      'keepsAdds',
    );
  });

  it("K. 'Sync again' takes the account's name for an own item both the device and the account hold", async () => {
    // d0 deletes the plan, starts it again and renames the item there; d1, still holding the item
    // under its first name, learns of the delete. Its 'Sync again', with no agreed plan and no
    // edit of the item, took the account's name: joining the plans now keeps the device's fields,
    // the visitor's later action.
    await expectCase(
      two([
        { do: 'addOwn', device: 0, name: 0 },
        { do: 'sync', device: 0 },
        { do: 'sync', device: 1 },
        { do: 'deletePlan', device: 0 },
        { do: 'syncAgain', device: 0 },
        { do: 'renameOwn', device: 0, which: 0, name: 1 },
        { do: 'sync', device: 0 },
        { do: 'sync', device: 1 },
        { do: 'syncAgain', device: 1 },
      ]),
      'keepsAdds',
    );
  });
});
