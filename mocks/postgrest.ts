import { http, HttpResponse, type RequestHandler } from 'msw';
import { browserJsonStore, memoryJsonStore, type JsonStore } from './jsonStore';
import { decodeAccessToken, missingApiKey } from './supabase-auth';

/**
 * A stand-in for Supabase's Data API (PostgREST behind the project's gateway) that answers the
 * calls supabase-js makes as the hosted one does. The tables are data (`Table`): their columns,
 * keys, checks, grants and row level security policies; the rows live in a `TableStore`, in
 * memory for tests and in localStorage for demo mode, so two tabs of one demo account share them.
 *
 * What supabase-js 2.109 sends (read from @supabase/postgrest-js, and Supabase's reference for
 * `insert`, `upsert`, `select`, `delete`):
 * - `apikey: <publishable key>` and `Authorization: Bearer <access token, or the key when signed
 *   out>`; `Content-Profile`/`Accept-Profile: public`.
 * - `.select('a,b')` → `GET /rest/v1/t?select=a,b`; filters in the query, `col=eq.v`,
 *   `col=in.(v1,v2)`; `.single()` asks `Accept: application/vnd.pgrst.object+json`.
 * - `.insert(row)` → `POST /rest/v1/t` with no `Prefer` (an array adds `columns="a","b"`, and a
 *   key one object lacks is then null; `defaultToNull: false` sends `Prefer: missing=default`);
 *   `.select()` after it adds `Prefer: return=representation`; without it PostgREST answers 201
 *   with no body (return=minimal is its default).
 * - `.upsert(rows, { onConflict, ignoreDuplicates })` → `POST ?on_conflict=a,b` with
 *   `Prefer: resolution=merge-duplicates` (or `ignore-duplicates`); without `on_conflict` the
 *   primary key decides.
 * - `.delete().eq(…).in(…)` → `DELETE /rest/v1/t?a=eq.x&b=in.(1,2)`: 204, rows the caller may not
 *   see are left alone without error.
 *
 * How it answers (PostgREST's "Errors" reference and Supabase's "Error Codes" page, which map
 * PostgreSQL codes to HTTP statuses): every error body is `{ code, message, details, hint }`;
 * the role comes from the bearer token (`authenticated` with the token's `sub`, or `anon` for
 * the publishable key); an expired token is 401 `PGRST303` "JWT expired", one that cannot be read
 * 401 `PGRST301`; 42501 (no grant, or a row a policy refuses) is 401 for `anon` and 403 for an
 * authenticated user; 23505 (unique) and 23503 (foreign key) 409; 23502 (not null) and 23514
 * (check, or a trigger raising check_violation) 400; an unknown table 404 `PGRST205`, an unknown
 * column 400 `PGRST204` (payload) or `42703` (filter, select). A statement is all or nothing, as in
 * a transaction.
 *
 * Every table has row level security on, so PostgreSQL leaves the row out of its errors' details
 * ("Failing row contains …", "Key (…)=(…) already exists." are given only to a role that may see
 * every row): a not-null, check or unique violation has `details: null`, and a foreign key's says
 * only `Key is not present in table "…".`.
 *
 * In what order PostgreSQL refuses a row, which decides the error when a row breaks several
 * rules: its `before` triggers (`triggerChecks`, `rowLimit`), the policy's check, not-null and
 * check constraints, unique keys, each row in turn; the foreign keys once every row is written,
 * at the end of the statement.
 */

export type Role = 'anon' | 'authenticated';
export type Command = 'select' | 'insert' | 'update' | 'delete';
export type ColumnType = 'uuid' | 'integer' | 'bigint' | 'double precision' | 'text' | 'timestamptz' | 'boolean';
type Value = string | number | boolean | null;
export type Row = Record<string, Value>;

export type Column = {
  type: ColumnType;
  /** Every column is `not null` unless it says otherwise. */
  nullable?: boolean;
  /**
   * `auth.uid()`, `now()`, `gen_random_uuid()`, `false`, a random token (`RANDOM_TOKEN`), or
   * `generated always as identity` (which refuses a value), each as PostgreSQL prints it.
   */
  default?: 'auth.uid()' | 'now()' | 'gen_random_uuid()' | 'false' | typeof RANDOM_TOKEN | 'identity';
};

/**
 * `foreign key (columns) references table (columns) on delete cascade`. PostgreSQL checks it
 * itself, whatever the policies let the caller see of the referenced table: a row whose key is
 * not there is refused (409 23503); deleting a referenced row deletes the rows that reference
 * it; changing a referenced key that rows still use is refused (no action).
 */
export type ForeignKey = { name: string; columns: string[]; references: { table: string; columns: string[] }; onDelete: 'cascade' };

export type Table = {
  name: string;
  /** `private`: a schema the Data API does not expose; its tables are reached only by the functions' statements. */
  schema?: 'private';
  /** In the table's order, which error details follow ("Failing row contains (…)"). */
  columns: Record<string, Column>;
  primaryKey: string[];
  /** Unique indexes; a column in `lowerCase` is compared as `lower(column)`. */
  unique?: { name: string; columns: string[]; lowerCase?: string[] }[];
  checks?: { name: string; holds: (row: Row) => boolean }[];
  /**
   * Bounds a `before insert or update` trigger enforces with `raise exception using errcode =
   * 'check_violation'`, the message of a check constraint named `name`, and `details` as its
   * detail. A trigger comparing with null raises nothing: `holds` should pass a null, which the
   * not-null constraint then refuses.
   */
  triggerChecks?: { name: string; holds: (row: Row) => boolean; details: string }[];
  /**
   * A `before insert` trigger's bound on the rows one owner (`ownerColumn`) holds, raised as
   * `triggerChecks` are. The trigger runs as the caller, so it counts only the rows the caller's
   * select policy shows, and a row whose primary key is already taken passes, for the conflict to
   * decide (a duplicate, or an upsert ignoring or merging it).
   */
  rowLimit?: { name: string; max: number; details: string };
  foreignKeys?: ForeignKey[];
  /** What each role may do, on the whole table (`true`) or on some columns only. */
  grants: Partial<Record<Role, Partial<Record<Command, true | string[]>>>>;
  /** Row level security: which roles each command's policy is `to`. A command with no policy sees or changes no row. */
  policies: Partial<Record<Command, Role[]>>;
  /** When set, every policy reads `(select auth.uid()) = <ownerColumn>`; otherwise `true`. */
  ownerColumn?: string;
  /** The column a `before update` trigger sets to `now()` (an insert takes its default). */
  touchedColumn?: string;
};

export type TableRecords = { rows: Record<string, Row[]>; sequences: Record<string, number> };
export type TableStore = JsonStore<TableRecords>;

const emptyRecords = (): TableRecords => ({ rows: {}, sequences: {} });

export const memoryTableStore = (): TableStore => memoryJsonStore(emptyRecords);

/** Demo mode keeps the rows in this browser, so every tab of the site reads and writes the same ones. */
/** Where demo mode keeps the Data API's rows, in this browser's localStorage. */
export const DEMO_ROWS_KEY = 'demo_rest_rows';

export const browserTableStore = (key = DEMO_ROWS_KEY): TableStore =>
  browserJsonStore(key, emptyRecords, (stored) =>
    typeof stored === 'object' && stored !== null && 'rows' in stored && 'sequences' in stored ? (stored as TableRecords) : undefined,
  );

type Caller = { role: Role; uid: string | null };

type PgError = { status: number; code: string; message: string; details: string | null; hint: string | null };

class Refusal extends Error {
  constructor(readonly error: PgError) {
    super(error.message);
  }
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'apikey, authorization, content-type, prefer, range, accept-profile, content-profile, x-client-info',
  'Access-Control-Expose-Headers': 'content-range, preference-applied',
};

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

function errorResponse({ status, ...body }: PgError, headers: Record<string, string> = {}) {
  return HttpResponse.json(body, { status, headers: { ...corsHeaders, ...headers } });
}

function fail(status: number, code: string, message: string, details: string | null = null, hint: string | null = null): never {
  throw new Refusal({ status, code, message, details, hint });
}

/** 42501: 401 when the caller is anonymous, 403 when signed in (PostgREST's status table). */
function insufficientPrivilege(caller: Caller, message: string): never {
  return fail(caller.role === 'anon' ? 401 : 403, '42501', message);
}

const permissionDenied = (caller: Caller, table: Table) => insufficientPrivilege(caller, `permission denied for table ${table.name}`);

const rowSecurity = (caller: Caller, table: Table, qualifier = '') =>
  insufficientPrivilege(caller, `new row violates row-level security policy${qualifier} for table "${table.name}"`);

/** The role and user a request acts as, from its bearer token; the gateway's 401 without a key. */
function identify(request: Request): Caller | Response {
  const apiKey = request.headers.get('apikey');
  if (!apiKey) return missingApiKey();
  const token = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (!token || token === apiKey) return { role: 'anon', uid: null };
  const parts = token.split('.').length;
  if (parts !== 3) {
    return errorResponse({ status: 401, code: 'PGRST301', message: `Expected 3 parts in JWT; got ${parts}`, details: null, hint: null });
  }
  const claims = decodeAccessToken(token);
  if (!claims) return errorResponse({ status: 401, code: 'PGRST301', message: 'JWT could not be decoded', details: null, hint: null });
  if (claims.exp <= Math.floor(Date.now() / 1000)) {
    return errorResponse(
      { status: 401, code: 'PGRST303', message: 'JWT expired', details: null, hint: null },
      { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"' },
    );
  }
  return claims.role === 'authenticated' ? { role: 'authenticated', uid: claims.sub } : { role: 'anon', uid: null };
}

/** The privilege on the table, or on every column named; a command that names none (an insert of `{}`, all defaults) needs it on some column. */
function granted(caller: Caller, table: Table, command: Command, columns: string[] = []) {
  const grant = table.grants[caller.role]?.[command];
  if (grant === true) return;
  if (grant && grant.length > 0 && columns.every((column) => grant.includes(column))) return;
  permissionDenied(caller, table);
}

function policyAllows(caller: Caller, table: Table, command: Command, row: Row) {
  if (!table.policies[command]?.includes(caller.role)) return false;
  return table.ownerColumn === undefined || (caller.uid !== null && row[table.ownerColumn] === caller.uid);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A time as PostgreSQL writes a timestamptz in JSON: `2026-11-25T10:00:00+00:00`, a fraction of a second only when there is one (`…:00.5+00:00`). */
const timestamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.?0+Z$/, 'Z')
    .replace('Z', '+00:00');

/** How PostgreSQL spells a boolean in text (any unambiguous prefix of true, false, yes, no; on, off; 1, 0). */
const BOOLEAN_TRUE = new Set(['t', 'tr', 'tru', 'true', 'y', 'ye', 'yes', 'on', '1']);
const BOOLEAN_FALSE = new Set(['f', 'fa', 'fal', 'fals', 'false', 'n', 'no', 'of', 'off', '0']);

/** A value as the column stores it, as PostgreSQL casts JSON or query text; 22P02 when it cannot. */
function cast(column: Column, value: unknown): Value {
  if (value === null || value === undefined) return null;
  const invalid = (): never => fail(400, '22P02', `invalid input syntax for type ${column.type === 'timestamptz' ? 'timestamp with time zone' : column.type}: "${String(value)}"`);
  switch (column.type) {
    case 'integer':
    case 'bigint': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(number)) invalid();
      if (column.type === 'integer' && Math.abs(number) > 2_147_483_647) fail(400, '22003', 'value "' + String(value) + '" is out of range for type integer');
      return number;
    }
    case 'double precision': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(number)) invalid();
      return number;
    }
    case 'uuid':
      if (typeof value !== 'string' || !UUID.test(value)) invalid();
      return (value as string).toLowerCase();
    case 'timestamptz': {
      const ms = typeof value === 'string' ? Date.parse(value) : NaN;
      if (Number.isNaN(ms)) invalid();
      return timestamp(ms);
    }
    case 'text':
      if (typeof value === 'object') invalid();
      return String(value);
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      const spelled = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (BOOLEAN_TRUE.has(spelled)) return true;
      return BOOLEAN_FALSE.has(spelled) ? false : invalid();
    }
  }
}

function column(table: Table, name: string, unknown: () => never): Column {
  return Object.hasOwn(table.columns, name) ? (table.columns[name] as Column) : unknown();
}

/** 23514 as a check constraint raises it, or a trigger in its words (the details are the trigger's own). */
const checkViolation = (table: Table, name: string, details: string | null = null): never =>
  fail(400, '23514', `new row for relation "${table.name}" violates check constraint "${name}"`, details);

/** Not null, then check constraints; PostgreSQL runs them after the row level security check. */
function checkConstraints(table: Table, row: Row) {
  for (const [name, spec] of Object.entries(table.columns)) {
    if (!spec.nullable && row[name] === null) {
      fail(400, '23502', `null value in column "${name}" of relation "${table.name}" violates not-null constraint`);
    }
  }
  for (const check of table.checks ?? []) {
    if (!check.holds(row)) checkViolation(table, check.name);
  }
}

type Key = { name: string; columns: string[]; lowerCase: string[] };

const keysOf = (table: Table): Key[] => [
  { name: `${table.name}_pkey`, columns: table.primaryKey, lowerCase: [] },
  ...(table.unique ?? []).map((index) => ({ lowerCase: [], ...index })),
];

const keyValue = (key: Key, row: Row) =>
  JSON.stringify(key.columns.map((name) => (key.lowerCase.includes(name) && typeof row[name] === 'string' ? (row[name] as string).toLowerCase() : row[name])));

const duplicate = (key: Key): never => fail(409, '23505', `duplicate key value violates unique constraint "${key.name}"`);

/** The other row that `row` collides with on `key`, if any: none when a key column is null, as in SQL. */
function collision(rows: Row[], key: Key, row: Row, except?: Row) {
  if (key.columns.some((name) => row[name] === null || row[name] === undefined)) return undefined;
  const value = keyValue(key, row);
  return rows.find((other) => other !== except && keyValue(key, other) === value);
}

/**
 * What the table's `before` row triggers refuse: `triggerChecks` on insert and update, then on
 * insert `rowLimit`, counted among the rows the caller can see (the statement's earlier rows too).
 */
function runTriggers(table: Table, caller: Caller, rows: Row[], row: Row, command: 'insert' | 'update') {
  for (const check of table.triggerChecks ?? []) {
    if (!check.holds(row)) checkViolation(table, check.name, check.details);
  }
  const { rowLimit: limit, ownerColumn: owner } = table;
  if (command !== 'insert' || !limit || owner === undefined || row[owner] === null) return;
  const held = rows.filter((other) => other[owner] === row[owner] && policyAllows(caller, table, 'select', other)).length;
  if (held < limit.max) return;
  const [primaryKey] = keysOf(table) as [Key];
  if (!collision(rows.filter((other) => policyAllows(caller, table, 'select', other)), primaryKey, row)) checkViolation(table, limit.name, limit.details);
}

/** A row written by a statement, and what it was before when the statement changed it. */
type Written = { row: Row; before?: Row };

const keyOf = (row: Row, columns: string[]) => JSON.stringify(columns.map((name) => row[name] ?? null));
const hasNull = (row: Row, columns: string[]) => columns.some((name) => row[name] === null || row[name] === undefined);

/**
 * The foreign keys, checked once the statement has written every row, as PostgreSQL's checks
 * run at its end: a new key must be in the referenced table (an unchanged one is not checked
 * again, a key with a null is not checked at all).
 */
function checkForeignKeys(table: Table, records: TableRecords, written: Written[]) {
  for (const { row, before } of written) {
    for (const key of table.foreignKeys ?? []) {
      if (hasNull(row, key.columns) || (before && keyOf(before, key.columns) === keyOf(row, key.columns))) continue;
      const referenced = records.rows[key.references.table] ?? [];
      if (!referenced.some((other) => keyOf(other, key.references.columns) === keyOf(row, key.columns))) {
        fail(409, '23503', `insert or update on table "${table.name}" violates foreign key constraint "${key.name}"`, `Key is not present in table "${key.references.table}".`);
      }
    }
  }
}

/** The foreign keys of every table that point at `table`. */
const referencing = (tables: Table[], table: Table) =>
  tables.flatMap((other) => (other.foreignKeys ?? []).filter((key) => key.references.table === table.name).map((key) => ({ table: other, key })));

/** A referenced key that the statement changed while rows still use it: refused (no action). */
function checkStillReferenced(tables: Table[], table: Table, records: TableRecords, written: Written[]) {
  for (const { table: other, key } of referencing(tables, table)) {
    for (const { row, before } of written) {
      if (!before || keyOf(before, key.references.columns) === keyOf(row, key.references.columns)) continue;
      const old = keyOf(before, key.references.columns);
      if ((records.rows[table.name] ?? []).some((kept) => keyOf(kept, key.references.columns) === old)) continue;
      if ((records.rows[other.name] ?? []).some((dependent) => keyOf(dependent, key.columns) === old)) {
        fail(
          409,
          '23503',
          `update or delete on table "${table.name}" violates foreign key constraint "${key.name}" on table "${other.name}"`,
          `Key is still referenced from table "${other.name}".`,
        );
      }
    }
  }
}

/** Deletes the rows that reference `removed` (on delete cascade), and in turn what references them. */
function cascadeDelete(tables: Table[], table: Table, records: TableRecords, removed: Row[]) {
  for (const { table: other, key } of referencing(tables, table)) {
    const gone = new Set(removed.map((row) => keyOf(row, key.references.columns)));
    const rows = records.rows[other.name] ?? [];
    const dependents = rows.filter((row) => !hasNull(row, key.columns) && gone.has(keyOf(row, key.columns)));
    if (dependents.length === 0) continue;
    records.rows[other.name] = rows.filter((row) => !dependents.includes(row));
    cascadeDelete(tables, other, records, dependents);
  }
}

type Filter = (row: Row) => boolean;

/** Splits `a,b,"c,d"` as PostgREST reads a list. */
function splitList(text: string): string[] {
  return [...text.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map(([, quoted, plain]) => (quoted ?? plain ?? '').replace(/\\(.)/g, '$1'));
}

function compare(a: Value, b: Value) {
  if (typeof a === 'string' && typeof b === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(a)) return Date.parse(a) - Date.parse(b);
  return a === b ? 0 : (a ?? 0) < (b ?? 0) ? -1 : 1;
}

/** The horizontal filters of the query string: `col=op.value`, `not.` negating any of them. */
function readFilters(table: Table, params: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [name, expression] of params) {
    if (RESERVED_PARAMS.has(name)) continue;
    const spec = column(table, name, () => fail(400, '42703', `column ${table.name}.${name} does not exist`));
    const [, negated, operator, operand = ''] = expression.match(/^(not\.)?(eq|neq|gt|gte|lt|lte|in|is)\.(.*)$/s) ?? [];
    if (!operator) fail(400, 'PGRST100', `"failed to parse filter (${expression})" (line 1, column 1)`, 'unexpected end of input');
    const test = ((): Filter => {
      switch (operator) {
        case 'in': {
          const list = operand.match(/^\((.*)\)$/s)?.[1];
          if (list === undefined) fail(400, 'PGRST100', `"failed to parse filter (${expression})" (line 1, column 4)`, 'expecting "("');
          const values = splitList(list).map((item) => cast(spec, item));
          return (row) => values.some((value) => compare(row[name] ?? null, value) === 0);
        }
        case 'is': {
          const value = { null: null, true: true, false: false }[operand.toLowerCase()];
          if (value === undefined) fail(400, 'PGRST100', `"failed to parse filter (${expression})" (line 1, column 4)`, 'unexpected "' + operand + '"');
          return (row) => row[name] === value;
        }
        default: {
          const value = cast(spec, operand);
          const holds = { eq: (c: number) => c === 0, neq: (c: number) => c !== 0, gt: (c: number) => c > 0, gte: (c: number) => c >= 0, lt: (c: number) => c < 0, lte: (c: number) => c <= 0 }[
            operator as 'eq'
          ];
          return (row) => row[name] !== null && holds(compare(row[name] ?? null, value));
        }
      }
    })();
    filters.push(negated ? (row) => !test(row) : test);
  }
  return filters;
}

/** The columns `select=` asks for: `*` or a list. */
function readSelect(table: Table, params: URLSearchParams): string[] {
  const select = params.get('select') ?? '*';
  if (select === '*') return Object.keys(table.columns);
  return select.split(',').map((name) => {
    column(table, name, () => fail(400, '42703', `column ${table.name}.${name} does not exist`));
    return name;
  });
}

const pick = (row: Row, columns: string[]) => Object.fromEntries(columns.map((name) => [name, row[name] ?? null]));

function order(table: Table, params: URLSearchParams, rows: Row[]): Row[] {
  const terms = (params.get('order') ?? '').split(',').filter(Boolean).map((term) => {
    const [name = '', direction = 'asc'] = term.split('.');
    column(table, name, () => fail(400, '42703', `column ${table.name}.${name} does not exist`));
    return { name, sign: direction === 'desc' ? -1 : 1 };
  });
  return rows.toSorted((a, b) => {
    for (const { name, sign } of terms) {
      const difference = compare(a[name] ?? null, b[name] ?? null);
      if (difference !== 0) return difference * sign;
    }
    return 0;
  });
}

function readPrefer(request: Request) {
  const preferences = (request.headers.get('prefer') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const value = (name: string) => preferences.find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1);
  return { return: value('return'), resolution: value('resolution'), missing: value('missing') };
}

/** Rows answered as JSON: an array, or the one row when `.single()` asked for an object (406 otherwise). */
function rowsResponse(request: Request, rows: Record<string, unknown>[], status: number, applied: string[] = []) {
  const headers: Record<string, string> = {
    ...corsHeaders,
    'Content-Range': rows.length > 0 ? `0-${rows.length - 1}/*` : '*/*',
    ...(applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {}),
  };
  if (request.headers.get('accept')?.includes(SINGLE_OBJECT)) {
    if (rows.length !== 1) {
      return errorResponse({
        status: 406,
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: `The result contains ${rows.length} rows`,
        hint: null,
      });
    }
    return HttpResponse.json(rows[0] as Record<string, Value>, { status, headers: { ...headers, 'Content-Type': `${SINGLE_OBJECT}; charset=utf-8` } });
  }
  return HttpResponse.json(rows as Row[], { status, headers });
}

const noContent = (status: number, applied: string[]) =>
  new HttpResponse(null, { status, headers: { ...corsHeaders, ...(applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {}) } });

function readSequence(records: TableRecords, table: Table) {
  const next = (records.sequences[table.name] ?? 0) + 1;
  records.sequences[table.name] = next;
  return next;
}

async function readPayload(request: Request): Promise<Record<string, unknown>[]> {
  const text = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail(400, 'PGRST102', 'Empty or invalid json');
  }
  const objects = Array.isArray(body) ? body : [body];
  if (!objects.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) {
    fail(400, 'PGRST102', 'Empty or invalid json');
  }
  return objects as Record<string, unknown>[];
}

/** The payload's columns: `columns=` when given, else every key the objects have. */
function payloadColumns(table: Table, params: URLSearchParams, objects: Record<string, unknown>[]): string[] {
  const listed = params.get('columns');
  const names = listed !== null ? splitList(listed) : [...new Set(objects.flatMap((item) => Object.keys(item)))];
  for (const name of names) {
    column(table, name, () => fail(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`));
  }
  return names;
}

/** A default of 64 random hex digits, two UUIDs without their dashes, as PostgreSQL prints it. */
export const RANDOM_TOKEN = "replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text)";

function defaultValue(spec: Column, caller: Caller, records: TableRecords, table: Table): Value {
  switch (spec.default) {
    case 'auth.uid()':
      return caller.uid;
    case 'now()':
      return timestamp(Date.now());
    case 'gen_random_uuid()':
      return crypto.randomUUID();
    case 'false':
      return false;
    case RANDOM_TOKEN:
      return `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
    case 'identity':
      return readSequence(records, table);
    default:
      return null;
  }
}

/** POST: insert, or upsert with `Prefer: resolution=…` on the primary key or `on_conflict`. */
async function insert(request: Request, table: Table, caller: Caller, store: TableStore, tables: Table[]) {
  const params = new URL(request.url).searchParams;
  const prefer = readPrefer(request);
  const objects = await readPayload(request);
  const columns = payloadColumns(table, params, objects);
  const resolution = prefer.resolution === 'merge-duplicates' || prefer.resolution === 'ignore-duplicates' ? prefer.resolution : undefined;
  const returning = prefer.return === 'representation';
  const selected = readSelect(table, params);

  granted(caller, table, 'insert', columns);
  if (resolution === 'merge-duplicates') granted(caller, table, 'update', columns);
  if (returning) granted(caller, table, 'select', selected);

  const keys = keysOf(table);
  const conflictColumns = params.get('on_conflict')?.split(',') ?? table.primaryKey;
  const target = resolution
    ? keys.find((key) => key.lowerCase.length === 0 && key.columns.length === conflictColumns.length && key.columns.every((name) => conflictColumns.includes(name)))
    : undefined;
  if (resolution && !target) fail(400, '42P10', 'there is no unique or exclusion constraint matching the ON CONFLICT specification');

  const records = store.read();
  const rows = records.rows[table.name] ?? [];
  const written: Written[] = [];
  for (const object of objects) {
    const row: Row = {};
    for (const [name, spec] of Object.entries(table.columns)) {
      const given = columns.includes(name) && (Object.hasOwn(object, name) || prefer.missing !== 'default');
      if (given && spec.default === 'identity') {
        fail(400, '428C9', `cannot insert a non-DEFAULT value into column "${name}"`, `Column "${name}" is an identity column defined as GENERATED ALWAYS.`, 'Use OVERRIDING SYSTEM VALUE to override.');
      }
      row[name] = given ? cast(spec, object[name]) : defaultValue(spec, caller, records, table);
    }
    runTriggers(table, caller, rows, row, 'insert');
    if (!policyAllows(caller, table, 'insert', row)) rowSecurity(caller, table);
    checkConstraints(table, row);

    const existing = target && collision(rows, target, row);
    if (existing) {
      if (written.some((done) => done.row === existing)) fail(400, '21000', 'ON CONFLICT DO UPDATE command cannot affect row a second time', null, 'Ensure that no rows proposed for insertion within the same command have duplicate constrained values.');
      if (resolution === 'ignore-duplicates') continue;
      if (!policyAllows(caller, table, 'update', existing)) rowSecurity(caller, table, ' (USING expression)');
      const merged: Row = { ...existing, ...pick(row, columns) };
      if (table.touchedColumn) merged[table.touchedColumn] = timestamp(Date.now());
      runTriggers(table, caller, rows, merged, 'update');
      if (!policyAllows(caller, table, 'update', merged)) rowSecurity(caller, table);
      checkConstraints(table, merged);
      for (const key of keys) {
        if (collision(rows, key, merged, existing)) duplicate(key);
      }
      const before = { ...existing };
      Object.assign(existing, merged);
      written.push({ row: existing, before });
      continue;
    }
    for (const key of keys) {
      if (collision(rows, key, row)) duplicate(key);
    }
    rows.push(row);
    written.push({ row });
  }
  records.rows[table.name] = rows;
  checkForeignKeys(table, records, written);
  checkStillReferenced(tables, table, records, written);
  if (returning && !written.every(({ row }) => policyAllows(caller, table, 'select', row))) rowSecurity(caller, table);
  store.write(records);

  const applied = [...(resolution ? [`resolution=${resolution}`] : []), ...(prefer.missing === 'default' ? ['missing=default'] : [])];
  if (returning) return rowsResponse(request, written.map(({ row }) => pick(row, selected)), 201, ['return=representation', ...applied]);
  return noContent(201, prefer.return === 'minimal' ? ['return=minimal', ...applied] : applied);
}

/** GET: the rows the caller's select policy shows, filtered, ordered and cut by the query. */
function select(request: Request, table: Table, caller: Caller, store: TableStore) {
  const params = new URL(request.url).searchParams;
  const selected = readSelect(table, params);
  const filters = readFilters(table, params);
  granted(caller, table, 'select', selected);
  const visible = (store.read().rows[table.name] ?? []).filter(
    (row) => policyAllows(caller, table, 'select', row) && filters.every((holds) => holds(row)),
  );
  const offset = Number(params.get('offset') ?? 0);
  const limit = params.has('limit') ? Number(params.get('limit')) : Infinity;
  const rows = order(table, params, visible).slice(offset, offset + limit);
  return rowsResponse(request, rows.map((row) => pick(row, selected)), 200);
}

/** PATCH: updates the rows the caller may see and update; the new rows must pass the policy's check. */
async function update(request: Request, table: Table, caller: Caller, store: TableStore, tables: Table[]) {
  const params = new URL(request.url).searchParams;
  const prefer = readPrefer(request);
  const [changes = {}] = await readPayload(request);
  const columns = payloadColumns(table, params, [changes]);
  const filters = readFilters(table, params);
  const selected = readSelect(table, params);
  granted(caller, table, 'update', columns);
  if (prefer.return === 'representation') granted(caller, table, 'select', selected);
  const records = store.read();
  const rows = records.rows[table.name] ?? [];
  const changed: Written[] = [];
  for (const row of rows) {
    if (!policyAllows(caller, table, 'select', row) || !policyAllows(caller, table, 'update', row)) continue;
    if (!filters.every((holds) => holds(row))) continue;
    const next: Row = { ...row };
    for (const name of columns) next[name] = cast(table.columns[name] as Column, changes[name]);
    if (table.touchedColumn) next[table.touchedColumn] = timestamp(Date.now());
    runTriggers(table, caller, rows, next, 'update');
    if (!policyAllows(caller, table, 'update', next)) rowSecurity(caller, table);
    checkConstraints(table, next);
    for (const key of keysOf(table)) {
      if (collision(rows, key, next, row)) duplicate(key);
    }
    const before = { ...row };
    Object.assign(row, next);
    changed.push({ row, before });
  }
  checkForeignKeys(table, records, changed);
  checkStillReferenced(tables, table, records, changed);
  store.write(records);
  if (prefer.return === 'representation') return rowsResponse(request, changed.map(({ row }) => pick(row, selected)), 200, ['return=representation']);
  return noContent(204, prefer.return === 'minimal' ? ['return=minimal'] : []);
}

/**
 * DELETE: removes the rows the caller may see and delete that match the filters; others stay,
 * silently. The rows that reference a removed one go with it (on delete cascade), whoever may see them.
 */
function remove(request: Request, table: Table, caller: Caller, store: TableStore, tables: Table[]) {
  const params = new URL(request.url).searchParams;
  const prefer = readPrefer(request);
  const filters = readFilters(table, params);
  const selected = readSelect(table, params);
  granted(caller, table, 'delete');
  if (prefer.return === 'representation') granted(caller, table, 'select', selected);
  const records = store.read();
  const rows = records.rows[table.name] ?? [];
  const removed = rows.filter(
    (row) => policyAllows(caller, table, 'select', row) && policyAllows(caller, table, 'delete', row) && filters.every((holds) => holds(row)),
  );
  records.rows[table.name] = rows.filter((row) => !removed.includes(row));
  cascadeDelete(tables, table, records, removed);
  store.write(records);
  if (prefer.return === 'representation') return rowsResponse(request, removed.map((row) => pick(row, selected)), 200, ['return=representation']);
  return noContent(204, prefer.return === 'minimal' ? ['return=minimal'] : []);
}

/** The statements a function runs, each as PostgREST runs the same request, as the caller, in the function's transaction. */
export type Statements = {
  /** POST with `Prefer: resolution=…, return=representation`: the rows it wrote (none for a duplicate it ignored). */
  upsert: (table: string, rows: Record<string, Value>[], options: { onConflict: string; resolution: 'ignore-duplicates' | 'merge-duplicates' }) => Promise<Row[]>;
  /** GET with a query string (`select=a&order=b.desc`). */
  select: (table: string, query: string) => Promise<Row[]>;
  /** DELETE with a query string of filters. */
  remove: (table: string, query: string) => Promise<void>;
};

/**
 * A function the Data API exposes at `rpc/<name>`, as `create function … security invoker`: a
 * call names every parameter in a JSON object, only the roles in `grants` may execute it, and its
 * statements run as the caller, under the tables' grants, policies, triggers and keys, in one
 * transaction: a refusal anywhere undoes them all and answers as the refused statement would.
 */
export type DatabaseFunction = {
  name: string;
  parameters: string[];
  grants: Role[];
  run: (args: Record<string, unknown>, statements: Statements) => Promise<Value>;
};

/** The statements of a function call, run on `records` (the call's transaction) through the same code as the Data API's requests. */
function statementsOf(caller: Caller, records: TableRecords, tables: Table[]): Statements {
  const transaction: TableStore = { read: () => records, write: (next) => void Object.assign(records, next) };
  const tableNamed = (name: string) => tables.find((table) => table.name === name) ?? fail(404, 'PGRST205', `Could not find the table '${name}' in the schema cache`);
  const request = (table: string, query: string, init: RequestInit = {}) => new Request(`http://function.local/rest/v1/${table}?${query}`, init);
  return {
    upsert: async (name, rows, { onConflict, resolution }) => {
      const response = await insert(
        request(name, `on_conflict=${onConflict}`, {
          method: 'POST',
          headers: { prefer: `resolution=${resolution},return=representation` },
          body: JSON.stringify(rows),
        }),
        tableNamed(name),
        caller,
        transaction,
        tables,
      );
      return (await response.json()) as Row[];
    },
    select: async (name, query) => (await select(request(name, query), tableNamed(name), caller, transaction).json()) as Row[],
    remove: async (name, query) => void remove(request(name, query, { method: 'DELETE' }), tableNamed(name), caller, transaction, tables),
  };
}

/** POST `rpc/<name>`: the function's value as JSON, or the error of the statement that refused. */
async function callFunction(request: Request, name: string, caller: Caller, store: TableStore, tables: Table[], functions: DatabaseFunction[]) {
  let args: unknown;
  try {
    args = JSON.parse((await request.text()) || '{}');
  } catch {
    fail(400, 'PGRST102', 'Empty or invalid json');
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) fail(400, 'PGRST102', 'Empty or invalid json');
  const given = Object.keys(args).sort();
  const called = functions.find((candidate) => candidate.name === name && candidate.parameters.toSorted().join() === given.join());
  if (!called) {
    fail(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${given.join(', ')} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  if (!called.grants.includes(caller.role)) insufficientPrivilege(caller, `permission denied for function ${name}`);
  const records = store.read();
  const value = await called.run(args as Record<string, unknown>, statementsOf(caller, records, tables));
  store.write(records);
  return HttpResponse.json(value, { status: 200, headers: corsHeaders });
}

type Options = { tables: Table[]; functions?: DatabaseFunction[]; store?: TableStore };

/** MSW handlers for `*\/rest/v1/<table>` and `*\/rest/v1/rpc/<function>`: any origin, so the demo URL and a test project URL both work. */
export function postgrestHandlers({ tables, functions = [], store = memoryTableStore() }: Options): RequestHandler[] {
  const answer = (command: (request: Request, table: Table, caller: Caller, store: TableStore, tables: Table[]) => Response | Promise<Response>) =>
    async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      const caller = identify(request);
      if (caller instanceof Response) return caller;
      const name = String(params.table);
      const table = tables.find((candidate) => candidate.name === name && candidate.schema === undefined);
      try {
        if (!table) fail(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
        return await command(request, table, caller, store, tables);
      } catch (error) {
        if (error instanceof Refusal) return errorResponse(error.error);
        throw error;
      }
    };

  const rpc = async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const caller = identify(request);
    if (caller instanceof Response) return caller;
    try {
      return await callFunction(request, String(params.function), caller, store, tables, functions);
    } catch (error) {
      if (error instanceof Refusal) return errorResponse(error.error);
      throw error;
    }
  };

  return [
    http.options('*/rest/v1/rpc/:function', () => new HttpResponse(null, { status: 204, headers: corsHeaders })),
    http.post('*/rest/v1/rpc/:function', rpc),
    http.options('*/rest/v1/:table', () => new HttpResponse(null, { status: 204, headers: corsHeaders })),
    http.get('*/rest/v1/:table', answer(select)),
    http.head('*/rest/v1/:table', answer((request, table, caller, store) => new HttpResponse(null, { status: select(request, table, caller, store).status, headers: corsHeaders }))),
    http.post('*/rest/v1/:table', answer(insert)),
    http.patch('*/rest/v1/:table', answer(update)),
    http.delete('*/rest/v1/:table', answer(remove)),
  ];
}
