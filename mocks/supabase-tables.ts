import type { RequestHandler } from 'msw';
import { memoryTableStore, postgrestHandlers, type Row, type Table, type TableStore } from './postgrest';

/**
 * The tables of the site's Supabase project, as its migrations create them: the visitor's plan
 * (saved festivals, packed items, the pinned spot), each row owned by its user, and the email
 * sign-ups, which anyone may add and nobody may read back.
 */

const between = (value: Row[string] | undefined, low: number, high: number) => typeof value === 'number' && value >= low && value <= high;

const ownedByTheUser = {
  grants: { authenticated: { select: true, insert: true, update: true, delete: true } },
  policies: { select: ['authenticated'], insert: ['authenticated'], update: ['authenticated'], delete: ['authenticated'] },
  ownerColumn: 'user_id',
  touchedColumn: 'updated_at',
} satisfies Partial<Table>;

const timestamps = {
  created_at: { type: 'timestamptz', default: 'now()' },
  updated_at: { type: 'timestamptz', default: 'now()' },
} satisfies Table['columns'];

export const savedFestivals: Table = {
  name: 'saved_festivals',
  columns: {
    user_id: { type: 'uuid', default: 'auth.uid()' },
    festival_id: { type: 'integer' },
    ...timestamps,
  },
  primaryKey: ['user_id', 'festival_id'],
  checks: [{ name: 'saved_festivals_festival_id_check', holds: (row) => between(row.festival_id, 1, 9999) }],
  ...ownedByTheUser,
};

const ITEM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const packedItems: Table = {
  name: 'packed_items',
  columns: {
    user_id: { type: 'uuid', default: 'auth.uid()' },
    item_id: { type: 'text' },
    ...timestamps,
  },
  primaryKey: ['user_id', 'item_id'],
  checks: [
    {
      name: 'packed_items_item_id_check',
      holds: ({ item_id: id }) => typeof id === 'string' && id.length >= 1 && id.length <= 64 && ITEM_ID.test(id),
    },
  ],
  ...ownedByTheUser,
};

export const pinnedSpots: Table = {
  name: 'pinned_spots',
  columns: {
    user_id: { type: 'uuid', default: 'auth.uid()' },
    lat: { type: 'double precision' },
    lng: { type: 'double precision' },
    pinned_at: { type: 'timestamptz' },
    updated_at: { type: 'timestamptz', default: 'now()' },
  },
  primaryKey: ['user_id'],
  checks: [
    { name: 'pinned_spots_lat_check', holds: (row) => between(row.lat, -90, 90) },
    { name: 'pinned_spots_lng_check', holds: (row) => between(row.lng, -180, 180) },
  ],
  ...ownedByTheUser,
};

const EMAIL = /^[^@\s]+@[^@\s]+$/;

export const newsletterSignups: Table = {
  name: 'newsletter_signups',
  columns: {
    id: { type: 'bigint', default: 'identity' },
    email: { type: 'text' },
    source: { type: 'text' },
    created_at: { type: 'timestamptz', default: 'now()' },
  },
  primaryKey: ['id'],
  unique: [{ name: 'newsletter_signups_email_source', columns: ['email', 'source'], lowerCase: ['email'] }],
  checks: [
    {
      name: 'newsletter_signups_email_check',
      holds: ({ email }) => typeof email === 'string' && email.length >= 3 && email.length <= 254 && EMAIL.test(email),
    },
    { name: 'newsletter_signups_source_check', holds: ({ source }) => source === 'home' || source === 'community' || source === 'footer' },
  ],
  grants: { anon: { insert: ['email', 'source'] }, authenticated: { insert: ['email', 'source'] } },
  policies: { insert: ['anon', 'authenticated'] },
};

export const supabaseTables: Table[] = [savedFestivals, packedItems, pinnedSpots, newsletterSignups];

/** The Data API of the site's project, its rows in `store`. */
export const supabaseDataHandlers = ({ store = memoryTableStore() }: { store?: TableStore } = {}): RequestHandler[] =>
  postgrestHandlers({ tables: supabaseTables, store });
