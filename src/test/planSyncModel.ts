import fc from 'fast-check';
import { vi } from 'vitest';
import { localPlan, type LocalPlan, type PlanStores } from '#src/features/plan/localPlan';
import { samePin, type PlanChanges } from '#src/features/plan/planMerge';
import { emptyPlan, type TimedPin } from '#src/features/plan/planTypes';
import { remotePlan, type RemotePlan } from '#src/features/plan/remotePlan';
import { customGear, type CustomGearItem } from '#src/features/plan/customGear';
import { editedSet } from '#src/features/plan/planEdits';
import { planStores } from '#src/features/plan/planStores';
import { readTimedPin, storeTimedPin, subscribeToPin } from '#src/features/plan/storedPin';
import { syncRecord, type SyncRecord } from '#src/features/plan/syncRecord';
import { deleteSyncedPlan, syncPlan } from '#src/features/plan/syncPlan';
import { storageKeys } from '#src/lib/storage';
import {
  answerRows,
  itemsOf,
  lostConnection,
  ownFieldKey,
  ownItemOf,
  ownKey,
  packedKey,
  pinKey,
  requestClient,
  savedKey,
  slotOf,
  type AccountSnapshot,
  type PlanAnswer,
  type PlanDatabase,
  type PlanRequest,
} from './planRequests';

/*
 * The model of the synced plan that src/features/plan/planSync.model.test.ts (in memory) and
 * supabase/tests/planSync.model.test.ts (on PostgreSQL) run: random schedules of what a visitor's
 * devices do, played on the real code of the plan (syncPlan, deleteSyncedPlan, syncRecord,
 * localPlan, the edited stored sets and the stored pin over each device's own localStorage, remotePlan over a
 * stand-in of supabase-js), and the checks of what the visitor was promised. The test files say
 * what each check means.
 */

/** Festivals every build knows, and one only an upgraded build knows. */
export const FESTIVALS = [1, 2, 3, 4] as const;
export const NEW_FESTIVAL = 9;
/** Gear items every build knows, and one only an upgraded build knows. */
export const ITEMS = ['tent', 'headlamp', 'poncho'] as const;
export const NEW_ITEM = 'solar-charger';
const SPOTS = [
  { lat: 51.0905, lng: 4.3867 },
  { lat: -33.8688, lng: 151.2093 },
  { lat: 40.7128, lng: -74.006 },
] as const;

/** The names an own gear item (in the category every build knows) is given and renamed to. */
const OWN_NAMES = ['Spare pegs', 'Mallet', 'Rope'] as const;
const OWN_CATEGORY = 'camping';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

/** One thing that happens on a device. */
export type Step =
  | { do: 'save' | 'unsave'; device: number; festival: number }
  | { do: 'pack' | 'unpack'; device: number; item: string }
  | { do: 'pin'; device: number; spot: number }
  | { do: 'clearPin'; device: number }
  /** Add an own gear item; rename, tick (or untick) or remove the device's `which`-th own item, if it has one. */
  | { do: 'addOwn'; device: number; name: number }
  | { do: 'renameOwn'; device: number; which: number; name: number }
  | { do: 'tickOwn' | 'removeOwn'; device: number; which: number }
  /** Signing out as the account menu offers it: keep the plan here or remove it, and maybe forget the pin here. */
  | { do: 'signOut'; device: number; keep: boolean; forgetPin: boolean }
  | { do: 'signIn'; device: number }
  /** 'Delete my synced plan', offered while the sync is on. */
  | { do: 'deletePlan'; device: number }
  /** 'Sync again', offered once the plan was deleted here or elsewhere. */
  | { do: 'syncAgain'; device: number }
  | { do: 'offline' | 'online'; device: number }
  /** A page load: fresh stores over the same storage. */
  | { do: 'reload'; device: number }
  /** The device loads a newer build, which knows NEW_FESTIVAL and NEW_ITEM. */
  | { do: 'upgrade'; device: number }
  /**
   * The device's `request`-th next request fails (counting its writes to `write` only, when named):
   * before it reaches the account, or after the account applied it (the answer is lost).
   */
  | { do: 'fail'; device: number; request: number; answerLost: boolean; write?: PlanRequest['table'] }
  /** A sync runs; `meanwhile`, another step happens just before its `beforeRequest`-th request (another device's, or an edit on this one). */
  | { do: 'sync'; device: number; meanwhile?: { beforeRequest: number; step: Step } };

/** A schedule: 2 or 3 devices of one account, how far each device's clock is off (ms), and the steps. */
export type Schedule = { devices: number; clockOffsets: number[]; steps: Step[] };

export type ScheduleOptions = {
  maxSteps?: number;
  /** Start with one device upgraded to the newer build, and let its edits favour the new ids. */
  upgradeFirst?: boolean;
  /** Let a device's clock run two days ahead, further than the database takes a pin's date. */
  clocksFarAhead?: boolean;
  /** Let a failed request be one the account applied before its answer was lost (on by default). */
  lostAnswers?: boolean;
};

const EDITS = new Set<Step['do']>(['save', 'unsave', 'pack', 'unpack', 'pin', 'clearPin', 'addOwn', 'renameOwn', 'tickOwn', 'removeOwn']);


function stepArbitrary(devices: number, options: ScheduleOptions, nested: boolean): fc.Arbitrary<Step> {
  const device = fc.integer({ min: 0, max: devices - 1 });
  const festival = options.upgradeFirst ? fc.constantFrom(1, 2, NEW_FESTIVAL, NEW_FESTIVAL) : fc.constantFrom(1, 2, NEW_FESTIVAL);
  const item = options.upgradeFirst ? fc.constantFrom('tent', NEW_ITEM) : fc.constantFrom('tent', 'headlamp', NEW_ITEM);
  const ownName = fc.nat(OWN_NAMES.length - 1);
  const ownWhich = fc.nat(2);
  const edit = fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom('save' as const, 'unsave' as const), device, festival).map(([act, d, f]): Step => ({ do: act, device: d, festival: f })) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('pack' as const, 'unpack' as const), device, item).map(([act, d, i]): Step => ({ do: act, device: d, item: i })) },
    { weight: 1, arbitrary: fc.tuple(device, fc.integer({ min: 0, max: SPOTS.length - 1 })).map(([d, spot]): Step => ({ do: 'pin', device: d, spot })) },
    { weight: 1, arbitrary: device.map((d): Step => ({ do: 'clearPin', device: d })) },
    { weight: 1, arbitrary: fc.tuple(device, ownName).map(([d, name]): Step => ({ do: 'addOwn', device: d, name })) },
    { weight: 1, arbitrary: fc.tuple(device, ownWhich, ownName).map(([d, which, name]): Step => ({ do: 'renameOwn', device: d, which, name })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom('tickOwn' as const, 'removeOwn' as const), device, ownWhich).map(([act, d, which]): Step => ({ do: act, device: d, which })),
    },
  );
  const simple = (act: 'signIn' | 'deletePlan' | 'syncAgain' | 'offline' | 'online' | 'reload' | 'upgrade') => device.map((d): Step => ({ do: act, device: d }));
  const signOut = fc.tuple(device, fc.boolean(), fc.boolean()).map(([d, keep, forgetPin]): Step => ({ do: 'signOut', device: d, keep, forgetPin }));
  const fail = fc
    .tuple(device, fc.integer({ min: 0, max: 7 }), options.lostAnswers === false ? fc.constant(false) : fc.boolean())
    .map(([d, request, answerLost]): Step => ({ do: 'fail', device: d, request, answerLost }));
  const meanwhile = nested
    ? fc.constant(undefined)
    : fc.option(fc.record({ beforeRequest: fc.integer({ min: 0, max: 7 }), step: stepArbitrary(devices, options, true) }), { freq: 5, nil: undefined });
  const sync = fc.tuple(device, meanwhile).map(([d, during]): Step => (during ? { do: 'sync', device: d, meanwhile: during } : { do: 'sync', device: d }));
  return fc.oneof(
    { weight: 12, arbitrary: edit },
    { weight: nested ? 4 : 14, arbitrary: sync },
    { weight: 1, arbitrary: signOut },
    { weight: 2, arbitrary: simple('signIn') },
    { weight: 1, arbitrary: simple('deletePlan') },
    { weight: 2, arbitrary: simple('syncAgain') },
    { weight: 1, arbitrary: simple('offline') },
    { weight: 2, arbitrary: simple('online') },
    { weight: 1, arbitrary: simple('reload') },
    { weight: 1, arbitrary: simple('upgrade') },
    { weight: 3, arbitrary: fail },
  );
}

/** Random schedules of 2 or 3 devices of one account. */
export function scheduleArbitrary(options: ScheduleOptions = {}): fc.Arbitrary<Schedule> {
  const offsets = options.clocksFarAhead ? [0, 0, 3 * HOUR, -3 * HOUR, 2 * DAY] : [0, 0, 3 * HOUR, -3 * HOUR];
  return fc.constantFrom(2, 3).chain((devices) =>
    fc
      .record({
        clockOffsets: fc.array(fc.constantFrom(...offsets), { minLength: devices, maxLength: devices }),
        upgraded: fc.integer({ min: 0, max: devices - 1 }),
        steps: fc.array(stepArbitrary(devices, options, false), { maxLength: options.maxSteps ?? 40, size: 'max' }),
      })
      .map(({ clockOffsets, upgraded, steps }) => ({
        devices,
        clockOffsets,
        steps: options.upgradeFirst ? [{ do: 'upgrade' as const, device: upgraded }, ...steps] : steps,
      })),
  );
}

/** The code under test: the plan's sync as the app runs it, or a stand-in with the same shape. */
export type PlanSyncCode = {
  remotePlan: typeof remotePlan;
  localPlan: (stores: PlanStores) => LocalPlan;
  syncRecord: (userId: string) => SyncRecord;
  syncPlan: typeof syncPlan;
  deleteSyncedPlan: typeof deleteSyncedPlan;
};

export const currentCode: PlanSyncCode = { remotePlan, localPlan, syncRecord, syncPlan, deleteSyncedPlan };

/**
 * Something the visitor asked for, and when it reached the account (the model's clock). `item`
 * names a festival or gear item (`saved:1`, `packed:tent`) or `pin`; `delete` is 'Delete my synced
 * plan'; `drop` is a removal from this device only (a sign-out that removes the plan or forgets
 * the pin here), which never asks the account for anything.
 */
export type Intent = {
  device: number;
  item: string;
  op: 'add' | 'remove' | 'drop' | 'delete';
  pin?: TimedPin;
  madeAt: number;
  /** When it first reached the account: a request of its device wrote it, or a sync found the account already so. */
  reachedAt?: number;
  /** Every time a request of its device wrote it to the account, the first time and again. */
  sentAt: number[];
  /** The step that made it ('Sync again' asks for the whole plan on the device again). */
  via: string;
};

type Logged = { request: PlanRequest; at: number; executed: boolean; answer?: PlanAnswer };

type Operation = {
  kind: 'sync' | 'delete';
  startedAt: number;
  /** The record said not to sync: the sync must send nothing. */
  stopped: boolean;
  carried: Intent[];
  log: Logged[];
  sent: number;
  applyCalled: boolean;
  meanwhile?: { beforeRequest: number; step: Step };
};

type Device = {
  index: number;
  data: Map<string, string>;
  upgraded: boolean;
  stores: PlanStores;
  local: LocalPlan;
  signedIn: boolean;
  online: boolean;
  clockOffset: number;
  fault?: { countdown: number; answerLost: boolean; write?: PlanRequest['table'] };
  /** The visitor's latest intent per item on this device. */
  current: Map<string, Intent>;
  deleteIntent?: Intent;
  lastOutcome?: string;
};

export type DeviceEnd = {
  index: number;
  status: string;
  signedIn: boolean;
  upgraded: boolean;
  syncing: boolean;
  lastOutcome?: string;
  saved: number[];
  packed: string[];
  pin: TimedPin | null;
  custom: CustomGearItem[];
};

export type ModelRun = {
  schedule: Schedule;
  trace: string[];
  intents: Intent[];
  /** Every item that left the account, and when. */
  removals: { item: string; at: number }[];
  account: AccountSnapshot;
  devices: DeviceEnd[];
  current: Map<string, Intent>[];
  settled: boolean;
  /** Rules broken on the way: a stopped device that sent a request, another user's plan touched. */
  problems: string[];
  /** Festivals and items a sync took out of a device's plan, and when. */
  drops: { device: number; item: string; at: number }[];
};

export type ModelSetup = {
  database: PlanDatabase;
  user: string;
  /** Another user, whose plan no request of the schedule may touch. */
  bystander: string;
  /** The model's time zero (ms); each step and each request moves it on by a second. */
  epoch: number;
  code?: PlanSyncCode;
  /** Rounds of syncs at the end, at most, before the devices must have settled. */
  maxRounds?: number;
};

const knownIds = (upgraded: boolean) => ({
  saved: upgraded ? [...FESTIVALS, NEW_FESTIVAL] : [...FESTIVALS],
  packed: upgraded ? [...ITEMS, NEW_ITEM] : [...ITEMS],
});

const planIdOf = (count: number) => `00000000-0000-4000-8000-${count.toString(16).padStart(12, '0')}`;
/** Own gear items' ids, counted, so a schedule plays the same every time. */
const ownIdOf = (count: number) => `00000000-0000-4000-9000-${count.toString(16).padStart(12, '0')}` as ReturnType<typeof crypto.randomUUID>;

const describeStep = (step: Step): string => {
  const { do: act, device, ...rest } = step;
  const details = Object.entries(rest)
    .filter(([name]) => name !== 'meanwhile')
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(' ');
  return `d${device} ${act}${details ? ` ${details}` : ''}`;
};

const describeError = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Plays `schedule` on the real code against `database`, then brings every device online and syncs until nothing changes. */
export async function runSchedule(schedule: Schedule, setup: ModelSetup): Promise<ModelRun> {
  const { database, user, bystander, epoch } = setup;
  const code = setup.code ?? currentCode;
  const trace: string[] = [];
  const intents: Intent[] = [];
  const removals: ModelRun['removals'] = [];
  const problems: string[] = [];
  const drops: ModelRun['drops'] = [];
  let clock = 0;
  let plansStarted = 0;
  let ownItemsAdded = 0;
  const ids = vi.spyOn(crypto, 'randomUUID').mockImplementation(() => ownIdOf((ownItemsAdded += 1)));
  const serverTime = () => epoch + clock * SECOND;

  // Every device has its own localStorage; the one `window` reads the device that is acting.
  let acting: Device | undefined;
  const storage = {
    getItem: (name: string) => acting?.data.get(name) ?? null,
    setItem: (name: string, value: string) => void acting?.data.set(name, value),
    removeItem: (name: string) => void acting?.data.delete(name),
  };
  vi.stubGlobal('window', { localStorage: storage, addEventListener: () => {}, removeEventListener: () => {} });
  const enter = (device: Device) => void (acting = device);

  function openStores(device: Device): PlanStores {
    enter(device);
    const known = knownIds(device.upgraded);
    return {
      saved: editedSet('saved', storageKeys.savedFestivals, (value): value is number => Number.isInteger(value), known.saved),
      packed: editedSet('packed', storageKeys.packedGear, (value): value is string => typeof value === 'string', known.packed),
      pin: { read: readTimedPin, write: storeTimedPin, subscribe: subscribeToPin },
      custom: planStores.custom,
      edits: planStores.edits,
    };
  }

  const devices: Device[] = Array.from({ length: schedule.devices }, (_, index) => {
    const device = { index, data: new Map(), upgraded: false, signedIn: true, online: true, clockOffset: schedule.clockOffsets[index] ?? 0, current: new Map() } as unknown as Device;
    device.stores = openStores(device);
    device.local = code.localPlan(device.stores);
    return device;
  });

  // One request at a time reaches the database, with the account's plan noted after each write.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => {});
    return run;
  };
  let lastSeen = await database.snapshot(user);

  // The bystander's plan, written through the same requests; compared at the end.
  const seed: PlanRequest[] = [
    { table: 'synced_plans', kind: 'upsert', rows: [{ user_id: bystander, id: planIdOf(0xb) }], onConflict: 'user_id', ignoreDuplicates: true, eq: [], in: [] },
    { table: 'saved_festivals', kind: 'upsert', rows: [{ user_id: bystander, plan_id: planIdOf(0xb), festival_id: 2 }], onConflict: 'user_id,festival_id', ignoreDuplicates: true, eq: [], in: [] },
    { table: 'pinned_spots', kind: 'upsert', rows: [{ user_id: bystander, plan_id: planIdOf(0xb), lat: 1, lng: 2, pinned_at: new Date(epoch).toISOString() }], onConflict: 'user_id', eq: [], in: [] },
  ];
  for (const request of seed) {
    const answer = await database.execute(bystander, request, serverTime());
    if (answer.error) throw new Error(`Could not seed the other user's plan: ${answer.error.message}`);
  }
  const bystanderPlan = JSON.stringify(await database.snapshot(bystander));

  function intend(device: Device, item: string, op: Intent['op'], via: string, pin?: TimedPin): Intent {
    const intent: Intent = { device: device.index, item, op, madeAt: clock, via, sentAt: [], ...(pin ? { pin } : {}) };
    intents.push(intent);
    if (op !== 'delete') device.current.set(slotOf(item), intent);
    return intent;
  }

  async function noteWrite(device: Device, operation: Operation, request: PlanRequest, at: number) {
    const now = await database.snapshot(user);
    const after = itemsOf(now);
    for (const item of itemsOf(lastSeen)) if (!after.has(item)) removals.push({ item, at });
    lastSeen = now;
    if (operation.kind === 'delete' && request.table === 'synced_plans' && request.kind === 'delete' && device.deleteIntent) {
      device.deleteIntent.reachedAt ??= at;
      device.deleteIntent.sentAt.push(at);
    }
  }

  async function send(device: Device, operation: Operation, request: PlanRequest): Promise<PlanAnswer> {
    const index = operation.sent++;
    if (operation.stopped) problems.push(`d${device.index} sent a request (${request.kind} ${request.table}) although its record said not to sync`);
    if (operation.meanwhile && operation.meanwhile.beforeRequest <= index) {
      const { step } = operation.meanwhile;
      operation.meanwhile = undefined;
      await play(step, device.index);
    }
    const skipped = () => {
      operation.log.push({ request, at: clock, executed: false });
      return lostConnection;
    };
    if (!device.online) return skipped();
    let answerLost = false;
    const counted = !device.fault?.write || (device.fault.write === request.table && request.kind !== 'select');
    if (device.fault && counted) {
      if (device.fault.countdown > 0) device.fault.countdown -= 1;
      else {
        answerLost = device.fault.answerLost;
        device.fault = undefined;
        if (!answerLost) {
          trace.push(`    d${device.index}'s ${request.kind} ${request.table} fails before reaching the account`);
          return skipped();
        }
      }
    }
    const answer = await exclusive(async () => {
      clock += 1;
      const at = clock;
      const answer = await database.execute(user, request, serverTime());
      operation.log.push({ request, at, executed: true, answer });
      if (request.kind !== 'select' && !answer.error) await noteWrite(device, operation, request, at);
      return answer;
    });
    if (answer.error?.code) trace.push(`    d${device.index}'s ${request.kind} ${request.table} refused: ${answer.error.code} ${answer.error.message}`);
    if (answerLost) {
      trace.push(`    d${device.index}'s ${request.kind} ${request.table} reached the account, its answer was lost`);
      return lostConnection;
    }
    return answer;
  }

  function remoteFor(device: Device, operation: Operation): RemotePlan {
    const remote = code.remotePlan(
      requestClient((request) => send(device, operation, request)),
      user,
    );
    // The device's code goes on with its own storage once the answer is back.
    const back = <T>(answer: Promise<T>) => answer.finally(() => enter(device));
    return {
      read: (...args: Parameters<RemotePlan['read']>) => back(remote.read(...args)),
      create: (...args: Parameters<RemotePlan['create']>) => back(remote.create(...args)),
      apply: (...args: Parameters<RemotePlan['apply']>) => {
        operation.applyCalled = true;
        return back(remote.apply(...args));
      },
      remove: (...args: Parameters<RemotePlan['remove']>) => back(remote.remove(...args)),
    };
  }

  function start(device: Device, kind: Operation['kind'], stopped: boolean, meanwhile?: Operation['meanwhile']): Operation {
    clock += 1;
    const carried = [...device.current.values()].filter((intent) => intent.op === 'add' || intent.op === 'remove');
    return { kind, startedAt: clock, stopped, carried, log: [], sent: 0, applyCalled: false, ...(meanwhile ? { meanwhile } : {}) };
  }

  /** What a sync did with an intent it carried: the time a request wrote it, or the time a read found the account already so. */
  function reachOf(operation: Operation, intent: Intent): { wrote?: number; found?: number } {
    // What the account did: a refused write did nothing, a write whose answer was lost did it all,
    // and a change sent again that the account had applied before did nothing again.
    const done = operation.log.filter((entry) => entry.executed && !entry.answer?.error && entry.answer?.data !== false);
    const changesOf = (request: PlanRequest) => (request.kind === 'rpc' ? (request.args?.changes as PlanChanges) : undefined);
    let wrote: Logged | undefined;
    let read: Logged | undefined;
    let matches: () => boolean;
    if (intent.item === 'pin') {
      wrote = done.find(({ request }) => {
        const pin = changesOf(request)?.pin;
        return intent.op === 'add' ? pin != null && intent.pin !== undefined && samePin(pin, intent.pin) : pin === null;
      });
      read = done.find(({ request }) => request.table === 'pinned_spots' && request.kind === 'select');
      const found = rowPin(answerRows(read?.answer)[0]);
      matches = () => (intent.op === 'add' ? intent.pin !== undefined && samePin(found, intent.pin) : found === null);
    } else if (intent.item.startsWith('own:')) {
      // An own item (`own:<id>`, added or removed) or one value of one of its fields (`own:<id>/name=Rope`).
      const [item, fieldValue] = intent.item.split('/') as [string, string | undefined];
      const id = item.slice('own:'.length);
      const [field, value] = (fieldValue?.split('=') ?? []) as ['name' | 'packed' | undefined, string | undefined];
      const entryOf = (request: PlanRequest) => changesOf(request)?.custom.upsert.find((entry) => entry.id === id);
      wrote = done.find(({ request }) => {
        if (!field) return intent.op === 'add' ? entryOf(request) !== undefined : changesOf(request)?.custom.remove.includes(id) === true;
        const sent = entryOf(request)?.[field];
        return sent !== undefined && String(sent) === value;
      });
      read = done.find(({ request }) => request.table === 'custom_gear_items' && request.kind === 'select');
      const row = answerRows(read?.answer).find((candidate) => candidate.id === id);
      matches = () =>
        read?.answer?.data !== undefined && (field ? row !== undefined && String(row[field]) === value : (row !== undefined) === (intent.op === 'add'));
    } else {
      const [family, id] = intent.item.split(':') as ['saved' | 'packed', string];
      const table = family === 'saved' ? 'saved_festivals' : 'packed_items';
      const column = family === 'saved' ? 'festival_id' : 'item_id';
      const value = family === 'saved' ? Number(id) : id;
      wrote = done.find(({ request }) => {
        const changes = changesOf(request)?.[family] as { add: unknown[]; remove: unknown[] } | undefined;
        return (intent.op === 'add' ? changes?.add : changes?.remove)?.includes(value) === true;
      });
      read = done.find(({ request }) => request.table === table && request.kind === 'select');
      const present = answerRows(read?.answer).some((row) => row[column] === value);
      matches = () => read?.answer?.data !== undefined && present === (intent.op === 'add');
    }
    if (wrote) return { wrote: wrote.at };
    // The sync went on to write: the account it read already held what the intent asks.
    return operation.applyCalled && read && matches() ? { found: read.at } : {};
  }

  function finish(operation: Operation) {
    for (const intent of operation.carried) {
      const { wrote, found } = reachOf(operation, intent);
      if (wrote !== undefined) intent.sentAt.push(wrote);
      intent.reachedAt ??= wrote ?? found;
    }
  }

  async function runSync(device: Device, meanwhile?: Operation['meanwhile']) {
    enter(device);
    const record = code.syncRecord(user);
    const stopped = record.signedOut() || record.status() !== 'on' || record.heldByAnother();
    const operation = start(device, 'sync', stopped, meanwhile);
    const before = device.local.read();
    let outcome: string;
    try {
      outcome = await code.syncPlan({ local: device.local, remote: remoteFor(device, operation), record, newId: () => planIdOf((plansStarted += 1)) });
    } catch (error) {
      outcome = `failed (${describeError(error)})`;
    }
    enter(device);
    finish(operation);
    noteDrops(device, operation, before);
    device.lastOutcome = outcome;
    trace.push(`    d${device.index} sync: ${outcome}`);
    // The machine retries a delete that is still asked for.
    if (outcome === 'deleting') await runDelete(device);
  }

  /** The festivals and items a sync took out of the device's plan (not those the visitor changed there meanwhile). */
  function noteDrops(device: Device, operation: Operation, before: ReturnType<LocalPlan['read']>) {
    const after = device.local.read();
    const editedMeanwhile = new Set(intents.filter((intent) => intent.device === device.index && intent.madeAt > operation.startedAt).map((intent) => intent.item));
    const gone = [
      ...before.saved.filter((id) => !after.saved.includes(id)).map(savedKey),
      ...before.packed.filter((id) => !after.packed.includes(id)).map(packedKey),
      ...before.custom.filter((item) => !after.custom.some((other) => other.id === item.id)).map((item) => ownKey(item.id)),
    ];
    for (const item of gone) if (!editedMeanwhile.has(item)) drops.push({ device: device.index, item, at: clock });
  }

  async function runDelete(device: Device) {
    enter(device);
    const record = code.syncRecord(user);
    const operation = start(device, 'delete', false);
    let outcome = 'deleted';
    try {
      await code.deleteSyncedPlan({ remote: remoteFor(device, operation), record });
    } catch (error) {
      outcome = `failed (${describeError(error)})`;
    }
    enter(device);
    if (record.status() !== 'deleting') device.deleteIntent = undefined;
    device.lastOutcome = outcome;
    trace.push(`    d${device.index} delete: ${outcome}`);
  }

  function setItem<T>(device: Device, set: PlanStores['saved'] | PlanStores['packed'], value: T, key: string, wanted: boolean, via: string) {
    const store = set as unknown as { read: () => readonly T[]; toggle: (value: T) => void; knows: (value: T) => boolean };
    // A build shows only the festivals and items it knows.
    if (!store.knows(value) || store.read().includes(value) === wanted) return;
    store.toggle(value);
    intend(device, key, wanted ? 'add' : 'remove', via);
  }

  /** The acting device's `which`-th own item (counting round), if it has any. */
  const ownItem = (which: number): CustomGearItem | undefined => {
    const items = customGear.read();
    return items[which % Math.max(items.length, 1)];
  };

  /** Asks for an own item and each of its fields as the device holds them. */
  function intendOwn(device: Device, item: CustomGearItem, op: Intent['op'], via: string) {
    intend(device, ownKey(item.id), op, via);
    intend(device, ownFieldKey(item.id, 'name', item.name), op, via);
    intend(device, ownFieldKey(item.id, 'packed', item.packed), op, via);
  }

  async function play(step: Step, within?: number) {
    const device = devices[step.device];
    if (!device) return;
    // During a sync, its own device only edits (its other actions wait for the sync).
    if (within === step.device && !EDITS.has(step.do)) return;
    clock += 1;
    enter(device);
    trace.push(`${within === undefined ? '' : `  meanwhile (before d${within}'s request): `}${describeStep(step)}`);
    const record = code.syncRecord(user);
    switch (step.do) {
      case 'save':
      case 'unsave':
        return setItem(device, device.stores.saved, step.festival, savedKey(step.festival), step.do === 'save', step.do);
      case 'pack':
      case 'unpack':
        return setItem(device, device.stores.packed, step.item, packedKey(step.item), step.do === 'pack', step.do);
      case 'pin': {
        const spot = SPOTS[step.spot] ?? SPOTS[0];
        const pin = { ...spot, pinnedAt: new Date(serverTime() + device.clockOffset).toISOString() };
        device.stores.pin.write(pin);
        intend(device, 'pin', 'add', 'pin', pin);
        return;
      }
      case 'clearPin':
        if (device.stores.pin.read() === null) return;
        device.stores.pin.write(null);
        intend(device, 'pin', 'remove', 'clearPin');
        return;
      case 'addOwn': {
        const added = customGear.add(OWN_CATEGORY, OWN_NAMES[step.name] ?? OWN_NAMES[0]);
        if (added) intendOwn(device, added, 'add', 'addOwn');
        return;
      }
      case 'renameOwn': {
        const item = ownItem(step.which);
        const name = OWN_NAMES[step.name] ?? OWN_NAMES[0];
        if (!item || item.name === name) return;
        customGear.rename(item.id, name);
        intend(device, ownFieldKey(item.id, 'name', name), 'add', 'renameOwn');
        return;
      }
      case 'tickOwn': {
        const item = ownItem(step.which);
        if (!item) return;
        customGear.toggle(item.id);
        intend(device, ownFieldKey(item.id, 'packed', !item.packed), 'add', 'tickOwn');
        return;
      }
      case 'removeOwn': {
        const item = ownItem(step.which);
        if (!item) return;
        customGear.remove(item.id);
        intend(device, ownKey(item.id), 'remove', 'removeOwn');
        return;
      }
      case 'signOut': {
        if (!device.signedIn) return;
        const plan = device.local.read();
        // As the layout's sync does it on the way out.
        record.signOut({ keep: step.keep, forgetPin: step.forgetPin });
        if (!step.keep) {
          device.local.write(emptyPlan);
          for (const id of plan.saved) intend(device, savedKey(id), 'drop', 'signOut');
          for (const id of plan.packed) intend(device, packedKey(id), 'drop', 'signOut');
          for (const item of plan.custom) intendOwn(device, item, 'drop', 'signOut');
          if (plan.pin) intend(device, 'pin', 'drop', 'signOut');
        } else if (step.forgetPin) {
          device.stores.pin.write(null);
          if (plan.pin) intend(device, 'pin', 'drop', 'signOut');
        }
        device.signedIn = false;
        return;
      }
      case 'signIn':
        if (device.signedIn) return;
        record.signIn();
        device.signedIn = true;
        return;
      case 'deletePlan':
        if (!device.signedIn || record.status() !== 'on' || record.signedOut()) return;
        device.deleteIntent = intend(device, 'plan', 'delete', 'deletePlan');
        return runDelete(device);
      case 'syncAgain': {
        const status = record.status();
        if (!device.signedIn || (status !== 'off' && status !== 'deletedElsewhere')) return;
        record.startAgain();
        // The next sync joins the device's plan with the account's: all of it is asked for again.
        const plan = device.local.read();
        for (const id of plan.saved) intend(device, savedKey(id), 'add', 'syncAgain');
        for (const id of plan.packed) intend(device, packedKey(id), 'add', 'syncAgain');
        for (const item of plan.custom) intendOwn(device, item, 'add', 'syncAgain');
        if (plan.pin) intend(device, 'pin', 'add', 'syncAgain', plan.pin);
        return runSync(device);
      }
      case 'offline':
      case 'online':
        device.online = step.do === 'online';
        return;
      case 'reload':
      case 'upgrade':
        if (step.do === 'upgrade') {
          if (device.upgraded) return;
          device.upgraded = true;
        }
        device.stores = openStores(device);
        device.local = code.localPlan(device.stores);
        return;
      case 'fail':
        device.fault = { countdown: step.request, answerLost: step.answerLost, ...(step.write ? { write: step.write } : {}) };
        return;
      case 'sync':
        if (!device.signedIn) return;
        return runSync(device, within === undefined ? step.meanwhile : undefined);
    }
  }

  for (const step of schedule.steps) await play(step);

  // The end: every device comes online and signs in; those that sync, sync until two rounds change nothing.
  trace.push('end: every device online and signed in, syncing until nothing changes');
  for (const device of devices) {
    device.online = true;
    if (!device.signedIn) await play({ do: 'signIn', device: device.index });
  }
  const fingerprint = async () => JSON.stringify([await database.snapshot(user), devices.map((device) => [...device.data].sort())]);
  let quiet = 0;
  for (let round = 0; round < (setup.maxRounds ?? 10) && quiet < 2; round += 1) {
    const before = await fingerprint();
    let failed = false;
    for (const device of devices) {
      await runSync(device);
      failed ||= device.lastOutcome?.startsWith('failed') === true;
    }
    quiet = !failed && (await fingerprint()) === before ? quiet + 1 : 0;
  }

  if (JSON.stringify(await database.snapshot(bystander)) !== bystanderPlan) problems.push("another user's plan changed");

  const account = await database.snapshot(user);
  const ends = devices.map((device): DeviceEnd => {
    enter(device);
    const record = code.syncRecord(user);
    const plan = device.local.read();
    const status = record.status();
    return {
      index: device.index,
      status,
      signedIn: device.signedIn,
      upgraded: device.upgraded,
      syncing: device.signedIn && status === 'on' && !record.signedOut(),
      ...(device.lastOutcome === undefined ? {} : { lastOutcome: device.lastOutcome }),
      saved: [...plan.saved],
      packed: [...plan.packed],
      pin: plan.pin,
      custom: [...plan.custom],
    };
  });
  acting = undefined;
  ids.mockRestore();
  return { schedule, trace, intents, removals, account, devices: ends, current: devices.map((device) => device.current), settled: quiet >= 2, problems, drops };
}

function rowPin(row: Record<string, unknown> | undefined): TimedPin | null {
  if (!row) return null;
  return { lat: Number(row.lat), lng: Number(row.lng), pinnedAt: new Date(row.pinned_at as string | Date).toISOString() };
}

/** The four promises the model checks; each is described in the test files. */
export type Property = 'converges' | 'keepsAdds' | 'keepsUnknownIds' | 'removalsStay';

const isNewId = (item: string) => item === savedKey(NEW_FESTIVAL) || item === packedKey(NEW_ITEM);
const keyOf = (intent: Intent) => (intent.item === 'pin' ? (intent.pin ? pinKey(intent.pin) : 'pin') : intent.item);
const said = (intent: Intent) =>
  `d${intent.device} ${intent.via} ${keyOf(intent)} (made at ${intent.madeAt}${
    intent.reachedAt === undefined ? ', never reached the account' : `, reached the account at ${[...new Set([intent.reachedAt, ...intent.sentAt])].join(', ')}`
  })`;

/**
 * When `intent` first reached the account, if it had by `until`: what "later" means in the
 * promise. A change sent again that the account had applied before is no new request.
 */
function timeOf(intent: Intent, until = Infinity): number | undefined {
  const times = (intent.reachedAt === undefined ? [] : [intent.reachedAt, ...intent.sentAt]).filter((at) => at <= until);
  return times.length === 0 ? undefined : Math.min(...times);
}

function lostAdds(run: ModelRun, which: (item: string) => boolean): string[] {
  const found: string[] = [];
  const accountItems = itemsOf(run.account);
  const later = (at: number, matches: (other: Intent) => boolean) =>
    run.intents.some((other) => matches(other) && (timeOf(other) ?? -Infinity) > at);
  const deletedAfter = (at: number) => later(at, (other) => other.op === 'delete');
  const newerPinReached = (pin: TimedPin) =>
    run.intents.some((other) => other.op === 'add' && other.pin && other.reachedAt !== undefined && Date.parse(other.pin.pinnedAt) > Date.parse(pin.pinnedAt));

  // A removal of an own item is final: whatever asked for it or its fields, before or after, is moot.
  const removedOwn = (item: string) => run.intents.some((other) => other.op === 'remove' && other.item === ownItemOf(item) && other.reachedAt !== undefined);

  for (const intent of run.intents) {
    if (intent.op !== 'add' || !which(intent.item)) continue;
    const device = run.devices[intent.device];
    // An own item's field is the visitor's latest wish on the device unless the item was removed there since.
    const own = ownItemOf(intent.item);
    const removedThere = own !== undefined && run.current[intent.device]?.get(own)?.op === 'remove';
    const isCurrent = run.current[intent.device]?.get(slotOf(intent.item)) === intent && !removedThere;
    if (removedOwn(intent.item)) continue;
    const at = timeOf(intent);
    if (intent.item === 'pin') {
      const pin = intent.pin as TimedPin;
      if (at !== undefined) {
        const askedLater = later(at, (other) => other.item === 'pin' && (other.op === 'add' || other.op === 'remove'));
        if (!samePin(run.account.pin, pin) && !askedLater && !deletedAfter(at) && !newerPinReached(pin)) {
          found.push(`the pin ${said(intent)} is not the account's pin, and no later pin, removal or delete asked for that`);
        }
      } else if (!isCurrent || newerPinReached(pin)) {
        // Replaced on its own device, or a newer pin won the merge.
      } else if (device?.syncing) {
        found.push(`the pin ${said(intent)} never reached the account from a device that syncs, and no newer pin did`);
      } else if (device && !samePin(device.pin, pin)) {
        found.push(`the pin ${said(intent)} is gone from d${intent.device}, which does not sync`);
      }
      continue;
    }
    if (at !== undefined) {
      // A removal of the item, or another value of the same own item's field.
      const removedLater = later(at, (other) => slotOf(other.item) === slotOf(intent.item) && (other.op === 'remove' || (other.op === 'add' && other.item !== intent.item)));
      if (!accountItems.has(intent.item) && !removedLater && !deletedAfter(at)) {
        found.push(`${said(intent)} is not in the account, and no later removal or delete asked for that`);
      }
    } else if (isCurrent && device?.syncing) {
      found.push(`${said(intent)}: the device syncs, yet the item never reached the account`);
    } else if (isCurrent && device && !device.syncing) {
      const [family, id] = intent.item.split(':');
      const own = device.custom.flatMap((item) => [ownKey(item.id), ownFieldKey(item.id, 'name', item.name), ownFieldKey(item.id, 'packed', item.packed)]);
      const held = family === 'saved' ? device.saved.includes(Number(id)) : family === 'packed' ? device.packed.includes(id as string) : own.includes(intent.item);
      if (!held) found.push(`${said(intent)} is gone from d${intent.device}, which does not sync`);
    }
  }

  // A sync takes a festival or item out of a device's plan only to follow a removal of it that
  // reached the account after its last add did; never for a delete (a device that finds its plan
  // deleted elsewhere keeps its own).
  for (const drop of run.drops) {
    if (!which(drop.item)) continue;
    const times = (op: Intent['op']) =>
      run.intents.filter((intent) => intent.item === drop.item && intent.op === op).flatMap((intent) => timeOf(intent, drop.at) ?? []);
    const lastAdd = Math.max(-Infinity, ...times('add'));
    // An own item's removal is final: one that reached the account is reason enough.
    const followed = drop.item.startsWith('own:') ? times('remove').length > 0 : times('remove').some((at) => at > lastAdd);
    if (!followed) {
      found.push(`d${drop.device}'s sync ending at ${drop.at} took ${drop.item} out of its plan, though no removal of it had reached the account since its last add`);
    }
  }
  return found;
}

/** What is wrong with a run, as `property` sees it; empty when it holds. */
export function violations(run: ModelRun, property: Property): string[] {
  const found = [...run.problems];
  switch (property) {
    case 'converges': {
      if (!run.settled) found.push('the devices did not settle: every round of syncs changed something, or had a sync fail');
      for (const device of run.devices) {
        if (!device.syncing) continue;
        const known = knownIds(device.upgraded);
        const saved = run.account.saved.filter((id) => known.saved.includes(id));
        const packed = run.account.packed.filter((id) => known.packed.includes(id));
        const same = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
        if (device.lastOutcome !== 'synced') found.push(`d${device.index} syncs, but its last sync ended: ${device.lastOutcome}`);
        const custom = device.custom.map(({ id, name, packed: ticked }) => ({ id, name, packed: ticked })).sort((a, b) => (a.id < b.id ? -1 : 1));
        const sameCustom = JSON.stringify(custom) === JSON.stringify(run.account.custom);
        if (!same(device.saved, saved) || !same(device.packed, packed) || !samePin(device.pin, run.account.pin) || !sameCustom) {
          found.push(
            `d${device.index} differs from the account: ${JSON.stringify({ saved: device.saved, packed: device.packed, pin: device.pin, custom })} ` +
              `against ${JSON.stringify({ saved: run.account.saved, packed: run.account.packed, pin: run.account.pin, custom: run.account.custom })}`,
          );
        }
      }
      break;
    }
    case 'keepsAdds':
      found.push(...lostAdds(run, () => true));
      break;
    case 'keepsUnknownIds':
      found.push(...lostAdds(run, isNewId));
      break;
    case 'removalsStay': {
      const accountItems = itemsOf(run.account);
      for (const removal of run.removals) {
        // An own item's field changing value is no removal: keepsAdds checks that the later value wins.
        if (!accountItems.has(removal.item) || removal.item.includes('/')) continue;
        const addedLater = run.intents.some((intent) => intent.op === 'add' && keyOf(intent) === removal.item && (timeOf(intent) ?? -Infinity) > removal.at);
        if (!addedLater) found.push(`${removal.item} left the account at ${removal.at} and is back, though no later add of it reached the account`);
      }
      break;
    }
  }
  return found;
}

/** Throws, with the run's trace, when `property` does not hold. */
export function expectProperty(run: ModelRun, property: Property): void {
  const found = violations(run, property);
  if (found.length === 0) return;
  throw new Error(`${property}:\n- ${[...new Set(found)].join('\n- ')}\ntrace:\n${run.trace.join('\n')}`);
}
