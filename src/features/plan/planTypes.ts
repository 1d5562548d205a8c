import type { CustomGearItem } from './customGear';
import type { Edits } from './planEdits';

/** A point on the map, in degrees. */
export type LatLng = { lat: number; lng: number };

/** A pinned spot with the time it was pinned (ISO 8601, the pinning device's clock). */
export type TimedPin = LatLng & { pinnedAt: string };

/** A visitor's plan: saved festival ids, packed gear item ids, the pinned spot, and their own gear items. */
export type Plan = { saved: readonly number[]; packed: readonly string[]; pin: TimedPin | null; custom: readonly CustomGearItem[] };

export const emptyPlan: Plan = { saved: [], packed: [], pin: null, custom: [] };

/**
 * Which ids this build of the site knows, and which categories of own gear items: an id or a
 * category it does not know is kept in the account, never removed by this build.
 */
export type KnownIds = { saved: (id: number) => boolean; packed: (id: string) => boolean; category: (id: string) => boolean };

/** What the visitor changed here since the last sync: the stored sets' edits and the ids of the own gear items edited. */
export type PlanEdits = Edits & { custom: readonly string[] };
