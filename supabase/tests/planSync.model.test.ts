/**
 * The model test of the synced plan (src/features/plan/planSync.model.test.ts, which describes the
 * model and its four properties) on PostgreSQL: the same schedules, devices and checks, with the
 * account's plan in the migrated database instead of in memory. Every request remotePlan.ts makes
 * through supabase-js becomes the statement PostgREST runs for it, as the signed-in user (the API
 * role with their JWT claims) in a transaction of its own: a select with the request's filters,
 * `insert … on conflict … do nothing` for an upsert that ignores duplicates, `do update` of the
 * sent columns for one that merges, a delete with the request's filters, the call of
 * `apply_plan_changes` with its named arguments. The database's own
 * refusals come back with their SQLSTATE (23503 is what remotePlan reads as a plan deleted
 * elsewhere). Fewer schedules than in memory: each one here costs hundreds of statements.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { memoryPlanDatabase } from '#src/test/memoryPlanDatabase';
import type { AccountSnapshot, PlanAnswer, PlanDatabase, PlanRequest } from '#src/test/planRequests';
import { expectProperty, runSchedule, scheduleArbitrary, type ModelSetup, type Property, type ScheduleOptions } from '#src/test/planSyncModel';
import { openTestDatabase, signedIn } from './testDatabase.ts';

const { as, asOwner, createUser } = openTestDatabase();

afterAll(() => {
  vi.unstubAllGlobals();
});

/** The statement PostgREST runs for `request`, with its values. */
function statement(request: PlanRequest): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const value = (item: unknown) => `$${values.push(item)}`;
  const where = [
    ...request.eq.map(([column, item]) => `${column} = ${value(item)}`),
    ...request.in.map(([column, items]) => `${column} = any(${value(items)})`),
  ];
  const filter = where.length ? ` where ${where.join(' and ')}` : '';
  const table = `public.${request.table}`;
  switch (request.kind) {
    case 'rpc': {
      // POST /rest/v1/rpc/<name> with named arguments: PostgREST selects the function with them.
      const args = Object.entries(request.args ?? {}).map(([name, item]) => `${name} => ${value(typeof item === 'object' ? JSON.stringify(item) : item)}`);
      return { sql: `select ${table}(${args.join(', ')}) as result`, values };
    }
    case 'select':
      return { sql: `select ${request.columns ?? '*'} from ${table}${filter}`, values };
    case 'delete':
      return { sql: `delete from ${table}${filter}`, values };
    case 'upsert': {
      const rows = request.rows ?? [];
      const columns = Object.keys(rows[0] ?? {});
      const tuples = rows.map((row) => `(${columns.map((column) => value(row[column])).join(', ')})`);
      const conflict = request.ignoreDuplicates
        ? 'do nothing'
        : `do update set ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}`;
      return { sql: `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} on conflict (${request.onConflict}) ${conflict}`, values };
    }
  }
}

type DatabaseError = { code?: string; message: string; detail?: string; hint?: string };

/** The migrated database as the model's account: each request as its caller, one at a time on the test's one connection. */
function postgresPlanDatabase(): PlanDatabase {
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => {});
    return run;
  };
  // JSON, as PostgREST answers: a timestamp is a string.
  const asJson = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).map(([column, item]) => [column, item instanceof Date ? item.toISOString() : item]));

  const execute = (caller: string, request: PlanRequest): Promise<PlanAnswer> =>
    oneAtATime(async () => {
      const { sql, values } = statement(request);
      try {
        const result = await as(signedIn(caller), sql, values);
        if (request.kind === 'rpc') return { data: result.rows[0].result as boolean, error: null };
        return { data: request.kind === 'select' ? result.rows.map(asJson) : null, error: null };
      } catch (error) {
        const { code, message, detail, hint } = error as DatabaseError;
        if (!code) throw error;
        return { data: null, error: { code, message, details: detail ?? '', hint: hint ?? '' } };
      }
    });

  const snapshot = (userId: string): Promise<AccountSnapshot> =>
    oneAtATime(async () => {
      const one = async (sql: string) => (await asOwner(sql, [userId])).rows;
      const [plan] = await one('select id from public.synced_plans where user_id = $1');
      const saved = await one('select festival_id from public.saved_festivals where user_id = $1 order by festival_id');
      const packed = await one('select item_id from public.packed_items where user_id = $1 order by item_id');
      const [pin] = await one('select lat, lng, pinned_at from public.pinned_spots where user_id = $1');
      const custom = await one('select id, name, packed from public.custom_gear_items where user_id = $1 order by id');
      return {
        planId: (plan?.id as string | undefined) ?? null,
        saved: saved.map((row) => row.festival_id as number),
        packed: packed.map((row) => row.item_id as string),
        pin: pin ? { lat: pin.lat as number, lng: pin.lng as number, pinnedAt: (pin.pinned_at as Date).toISOString() } : null,
        custom: custom.map((row) => ({ id: row.id as string, name: row.name as string, packed: row.packed as boolean })),
      };
    });

  return { execute, snapshot };
}

const database = postgresPlanDatabase();

function holds(property: Property, options: ScheduleOptions, more: Partial<ModelSetup>) {
  return fc.asyncProperty(scheduleArbitrary({ maxSteps: 30, ...options }), async (schedule) => {
    const [user, bystander] = [await createUser(), await createUser()];
    // The database's clock is the real one: the model's time starts a minute ago, so its pins are dated now.
    const run = await runSchedule(schedule, { database, user, bystander, epoch: Date.now() - 60_000, ...more });
    expectProperty(run, property);
  });
}

/** Schedules per test; set MODEL_RUNS for a longer run. */
const RUNS = Number(process.env.MODEL_RUNS ?? 10);
const TIMEOUT = 300_000;

describe('the synced plan on PostgreSQL, over random schedules of two or three devices of one account', () => {
  it(
    'converges: every device that syncs ends with the account plan',
    async () => {
      await fc.assert(holds('converges', {}, {}), { numRuns: RUNS });
    },
    TIMEOUT,
  );

  it(
    'keeps what the visitor added, unless a later removal or delete asked for it',
    async () => {
      await fc.assert(holds('keepsAdds', {}, {}), { numRuns: RUNS });
    },
    TIMEOUT,
  );

  it(
    'keeps in the account the ids only a newer build knows while older builds sync',
    async () => {
      await fc.assert(holds('keepsUnknownIds', { upgradeFirst: true }, {}), { numRuns: RUNS });
    },
    TIMEOUT,
  );

  it(
    'never brings back a removed item, unless a later add asked for it',
    async () => {
      await fc.assert(holds('removalsStay', {}, {}), { numRuns: RUNS });
    },
    TIMEOUT,
  );
});

describe('a device whose clock runs two days ahead, on PostgreSQL', () => {
  it('syncs its pin, which the database dates by its own clock, and every device converges', async () => {
    const [user, bystander] = [await createUser(), await createUser()];
    const schedule = { devices: 2, clockOffsets: [0, 2 * 24 * 3600 * 1000], steps: [{ do: 'pin' as const, device: 1, spot: 0 }] };
    const run = await runSchedule(schedule, { database, user, bystander, epoch: Date.now() - 60_000 });
    expectProperty(run, 'converges');
    expect(Date.parse(run.account.pin?.pinnedAt ?? '')).toBeLessThan(Date.now() + 60_000);
  });
});

/*
 * The schedules here keep every clock within hours of the server's: a pin dated more than a day
 * ahead is dated by the server's clock, which is PostgreSQL's real one here and the model's there.
 */
describe('the account database in memory, which the model test in memory uses', () => {
  it(
    'answers every schedule as PostgreSQL does: the same requests refused, the same outcomes, the same plan',
    async () => {
      await fc.assert(
        fc.asyncProperty(scheduleArbitrary({ maxSteps: 30 }), async (schedule) => {
          const [user, bystander] = [await createUser(), await createUser()];
          const epoch = Date.now() - 60_000;
          const onPostgres = await runSchedule(schedule, { database, user, bystander, epoch, maxRounds: 4 });
          const inMemory = await runSchedule(schedule, { database: memoryPlanDatabase(), user, bystander, epoch, maxRounds: 4 });
          expect(inMemory.trace).toEqual(onPostgres.trace);
          expect(inMemory.account).toEqual(onPostgres.account);
          expect(inMemory.devices).toEqual(onPostgres.devices);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
