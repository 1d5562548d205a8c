import { gearViewKey, notifyStoredKeyChanged, readString, remove, subscribeToStoredKey, writeString } from '#src/lib/storage';

/** The gear checklist as cards (picture, description, shop link) or as a compact list (name and tick). */
export const gearViews = ['cards', 'compact'] as const;
export type GearView = (typeof gearViews)[number];

/** What the prerendered page and a visitor who never chose show. */
export const DEFAULT_GEAR_VIEW: GearView = 'cards';

const isGearView = (value: string): value is GearView => (gearViews as readonly string[]).includes(value);

/** The view chosen in this browser; anything else stored under its key is removed and reads as the default. */
export function readGearView(): GearView {
  const stored = readString(gearViewKey, 16);
  if (stored === undefined || isGearView(stored)) return stored ?? DEFAULT_GEAR_VIEW;
  remove(gearViewKey);
  return DEFAULT_GEAR_VIEW;
}

/** Switches between the cards and the compact list, from the stored view (not a rendered one). */
export function toggleCompactView() {
  writeString(gearViewKey, readGearView() === 'compact' ? 'cards' : 'compact');
  notifyStoredKeyChanged(gearViewKey);
}

/** Hears of a new view chosen in this page and, through the `storage` event, in other tabs. */
export function subscribeToGearView(onChange: () => void) {
  return subscribeToStoredKey(gearViewKey, onChange);
}
