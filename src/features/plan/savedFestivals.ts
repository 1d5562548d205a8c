import { festivals } from '#content/festivals';
import { storageKeys } from '#src/lib/storage';
import { useStoredSet } from '#src/lib/storedSet';
import { editedSet } from './planEdits';

/** The ids of the festivals the visitor saved, kept in this browser only. */
export const savedFestivals = editedSet(
  'saved',
  storageKeys.savedFestivals,
  (value): value is number => Number.isInteger(value),
  festivals.map((festival) => festival.id),
);

export function useSavedFestivalIds(): readonly number[] {
  return useStoredSet(savedFestivals);
}
