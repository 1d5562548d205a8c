import { gearItems } from '#content/gear';
import { storageKeys } from '#src/lib/storage';
import { useStoredSet } from '#src/lib/storedSet';
import { editedSet } from './planEdits';

/** The ids of the gear items ticked as packed, kept in this browser only. */
export const packedGear = editedSet(
  'packed',
  storageKeys.packedGear,
  (value): value is string => typeof value === 'string',
  gearItems.map((item) => item.id),
);

export function usePackedGearIds(): readonly string[] {
  return useStoredSet(packedGear);
}
