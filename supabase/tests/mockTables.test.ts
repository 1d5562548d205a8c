import { describe, expect, it } from 'vitest';
import { supabaseTables } from '#mocks/supabase-tables';
import { catalogueShape, mockShape, reachableTables } from './tableCatalogue.ts';
import { openTestDatabase } from './testDatabase.ts';

/**
 * The Data API's stand-in (mocks/supabase-tables.ts) describes the tables the migrations create,
 * so a test passing against the stand-in means the real project accepts the same requests. Every
 * table the API's roles may reach is described, and each description matches the catalogue column
 * by column: types, nullability and defaults, the keys, the checks (and the checks triggers raise),
 * the foreign keys between public tables, the grants, the policies' roles, the owner test and the
 * touched column. The stand-in may also describe a table no API role reaches (one only a function
 * writes, or one in `private`) for the functions it stands in for; it is compared the same way.
 */
const { asOwner } = openTestDatabase();

describe('the Data API stand-in', () => {
  it('describes every table the API may reach, and grants the API no other', async () => {
    const granted = supabaseTables.filter((table) => table.schema === undefined && Object.keys(table.grants).length > 0);
    expect(granted.map((table) => table.name).sort()).toEqual(await reachableTables(asOwner));
  });

  describe.each(supabaseTables)('$name', (table) => {
    it('is described as the migrations create it', async () => {
      const catalogue = await catalogueShape(asOwner, table.name, table.schema);
      expect(catalogue, `${table.name} is not in the migrations`).toBeDefined();
      const { rowSecurity, ...shape } = catalogue!;
      expect(rowSecurity, 'every table has row level security on').toBe(true);
      expect(shape).toEqual(mockShape(table));
    });
  });
});
