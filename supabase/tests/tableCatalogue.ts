// A table of the migrated database read from PostgreSQL's catalogue, in the terms the Data API's
// stand-in describes its tables (mocks/postgrest.ts, `Table`), so the two can be compared whole.
import type { Command, Role, Table } from '#mocks/postgrest';

type Query = (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The roles the Data API acts as, and the commands it sends. */
export const apiRoles: Role[] = ['anon', 'authenticated'];
const commands: Command[] = ['select', 'insert', 'update', 'delete'];

/** What both sides say of a table, every list in a fixed order. */
export type TableShape = {
  columns: [name: string, column: { type: string; nullable: boolean; default: string | null }][];
  primaryKey: string[];
  unique: { name: string; columns: string[] }[];
  checks: string[];
  raised: { name: string; details: string }[];
  foreignKeys: { name: string; columns: string[]; references: { table: string; columns: string[] }; onDelete: string }[];
  grants: Record<string, Record<string, true | string[]>>;
  policies: Record<string, string[]>;
  ownerColumn: string | null;
  touchedColumn: string | null;
};

const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

/** The shape the stand-in gives `table`. */
export function mockShape(table: Table): TableShape {
  return {
    columns: Object.entries(table.columns).map(([name, column]) => [
      name,
      { type: column.type, nullable: column.nullable ?? false, default: column.default ?? null },
    ]),
    primaryKey: table.primaryKey,
    unique: byName(
      (table.unique ?? []).map(({ name, columns, lowerCase = [] }) => ({
        name,
        columns: columns.map((column) => (lowerCase.includes(column) ? `lower(${column})` : column)),
      })),
    ),
    checks: (table.checks ?? []).map((check) => check.name).sort(),
    raised: byName([
      ...(table.triggerChecks ?? []).map(({ name, details }) => ({ name, details })),
      ...(table.rowLimit ? [{ name: table.rowLimit.name, details: table.rowLimit.details }] : []),
    ]),
    foreignKeys: byName(table.foreignKeys ?? []),
    grants: Object.fromEntries(
      Object.entries(table.grants).map(([role, granted]) => [
        role,
        Object.fromEntries(Object.entries(granted).map(([command, on]) => [command, on === true ? true : [...on].sort()])),
      ]),
    ),
    policies: Object.fromEntries(Object.entries(table.policies).map(([command, roles]) => [command, [...roles].sort()])),
    ownerColumn: table.ownerColumn ?? null,
    touchedColumn: table.touchedColumn ?? null,
  };
}

/** The catalogue's type names, in the stand-in's spelling where it differs. */
const typeNames: Record<string, string> = { 'timestamp with time zone': 'timestamptz' };

/** What a policy's `using` or `with check` says when it admits only the row's owner. */
const ownerTest = /^\(\(\s*SELECT auth\.uid\(\) AS uid\) = (\w+)\)$/;

/**
 * A trigger function's source as it reads for one table: `tg_argv[n]` and `tg_table_name` put in,
 * and a text variable set from them put in where it is used, so a function shared by several
 * tables (the row limits) names each table's own limit and detail.
 */
function triggerSource(source: string, table: string, args: string[]) {
  let text = source
    .replace(/tg_argv\[(\d+)\]/g, (_, index: string) => `'${args[Number(index)] ?? ''}'`)
    .replace(/tg_table_name \|\| '([^']*)'/g, (_, suffix: string) => `'${table}${suffix}'`);
  for (const [, variable, value] of text.matchAll(/(\w+) text := '([^']*)';/g)) {
    text = text.replace(new RegExp(`= ${variable}\\b`, 'g'), `= '${value}'`);
  }
  return text;
}

/** The public tables any API role may reach (a grant on the table or on one of its columns). */
export async function reachableTables(query: Query): Promise<string[]> {
  const reach = apiRoles
    .map((role) => `has_any_column_privilege('${role}', c.oid, 'select, insert, update') or has_table_privilege('${role}', c.oid, 'delete')`)
    .join(' or ');
  const { rows } = await query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and (${reach}) order by c.relname`,
  );
  return rows.map((row) => row.name as string);
}

/** The shape the migrations give the table `name` of `schema`, or undefined when there is none. */
export async function catalogueShape(
  query: Query,
  name: string,
  schema: string = 'public',
): Promise<(TableShape & { rowSecurity: boolean }) | undefined> {
  const found = await query(
    `select c.oid, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $2 and c.relname = $1 and c.relkind in ('r', 'p')`,
    [name, schema],
  );
  if (found.rows.length === 0) return undefined;
  const { oid, relrowsecurity } = found.rows[0] as { oid: number; relrowsecurity: boolean };

  const columns = await query(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
            case when a.attidentity <> '' then 'identity' else pg_get_expr(d.adbin, d.adrelid) end as default
     from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [oid],
  );
  const indexes = await query(
    `select i.indisprimary as primary, c.relname as name,
            array(select pg_get_indexdef(i.indexrelid, k, true) from generate_series(1, i.indnkeyatts) k) as columns
     from pg_index i join pg_class c on c.oid = i.indexrelid where i.indrelid = $1 and i.indisunique`,
    [oid],
  );
  const constraints = await query(
    `select con.conname as name, con.contype as kind, r.relname as "referencedTable", rn.nspname as "referencedSchema",
            con.confdeltype as "onDelete",
            array(select attname from unnest(con.conkey) with ordinality k(num, at)
                  join pg_attribute on attrelid = con.conrelid and attnum = k.num order by k.at)::text[] as columns,
            array(select attname from unnest(con.confkey) with ordinality k(num, at)
                  join pg_attribute on attrelid = con.confrelid and attnum = k.num order by k.at)::text[] as "referencedColumns"
     from pg_constraint con left join pg_class r on r.oid = con.confrelid left join pg_namespace rn on rn.oid = r.relnamespace
     where con.conrelid = $1 and con.contype in ('c', 'f')`,
    [oid],
  );
  const triggers = await query(
    `select p.prosrc as source, string_to_array(regexp_replace(encode(t.tgargs, 'escape'), '\\\\000$', ''), '\\000') as args
     from pg_trigger t join pg_proc p on p.oid = t.tgfoid where t.tgrelid = $1 and not t.tgisinternal`,
    [oid],
  );
  const policies = await query(`select cmd, roles::text[] as roles, qual, with_check from pg_policies where schemaname = $2 and tablename = $1`, [
    name,
    schema,
  ]);

  const primaryIndex = indexes.rows.find((index) => index.primary);
  const sources = triggers.rows.map((row) => triggerSource(row.source as string, name, (row.args as string[] | null) ?? []));
  const raised = sources.flatMap((source) =>
    [...source.matchAll(/detail = '([^']*)',[\s\S]*?constraint = '([^']+)'/g)].map(([, details, raisedName]) => ({ name: raisedName!, details: details! })),
  );
  const touched = sources.flatMap((source) => [...source.matchAll(/new\.(\w+) := now\(\)/g)].map(([, column]) => column!));

  const grants: TableShape['grants'] = {};
  for (const role of apiRoles) {
    for (const command of commands) {
      const onTable = await query(`select has_table_privilege($1, $2::oid, $3) as granted`, [role, oid, command]);
      let granted: true | string[] | undefined;
      if (onTable.rows[0]!.granted) granted = true;
      else if (command !== 'delete') {
        const onColumns = columns.rows.map((column) => column.name as string);
        const held = await query(`select c from unnest($3::text[]) c where has_column_privilege($1, $2::oid, c, $4) order by c`, [
          role,
          oid,
          onColumns,
          command,
        ]);
        if (held.rows.length > 0) granted = held.rows.map((row) => row.c as string);
      }
      if (granted) grants[role] = { ...grants[role], [command]: granted };
    }
  }

  const policyRoles: TableShape['policies'] = {};
  const owners = new Set<string | null>();
  for (const policy of policies.rows) {
    const cmd = (policy.cmd as string).toLowerCase();
    const roles = (policy.roles as string[]).flatMap((role) => (role === 'public' ? apiRoles : [role]));
    for (const command of cmd === 'all' ? commands : [cmd]) policyRoles[command] = [...new Set([...(policyRoles[command] ?? []), ...roles])].sort();
    for (const test of [policy.qual, policy.with_check]) {
      if (test === null) continue;
      if (test === 'true') owners.add(null);
      else owners.add(ownerTest.exec(test as string)?.[1] ?? `unrecognised: ${test as string}`);
    }
  }

  return {
    rowSecurity: relrowsecurity,
    columns: columns.rows.map((column) => [
      column.name as string,
      { type: typeNames[column.type as string] ?? (column.type as string), nullable: column.nullable as boolean, default: (column.default as string | null) ?? null },
    ]),
    primaryKey: (primaryIndex?.columns as string[] | undefined) ?? [],
    unique: byName(
      indexes.rows.filter((index) => !index.primary).map((index) => ({ name: index.name as string, columns: index.columns as string[] })),
    ),
    checks: constraints.rows
      .filter((con) => con.kind === 'c')
      .map((con) => con.name as string)
      .sort(),
    raised: byName(raised),
    foreignKeys: byName(
      constraints.rows
        .filter((con) => con.kind === 'f' && con.referencedSchema === 'public')
        .map((con) => ({
          name: con.name as string,
          columns: con.columns as string[],
          references: { table: con.referencedTable as string, columns: con.referencedColumns as string[] },
          onDelete: con.onDelete === 'c' ? 'cascade' : `confdeltype ${con.onDelete as string}`,
        })),
    ),
    grants,
    policies: policyRoles,
    ownerColumn: owners.size === 1 ? [...owners][0]! : owners.size === 0 ? null : `mixed: ${[...owners].join(', ')}`,
    touchedColumn: touched.length === 1 ? touched[0]! : touched.length === 0 ? null : `several: ${touched.join(', ')}`,
  };
}
