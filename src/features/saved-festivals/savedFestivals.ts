import { z } from 'zod/mini';
import { festivals } from '#content/festivals';
import { storageKeys } from '#src/lib/storage';
import { storedSet, useStoredSet } from '#src/lib/storedSet';

/** The ids of the festivals the visitor saved, kept in this browser only. */
export const savedFestivals = storedSet(
  storageKeys.savedFestivals,
  z.int(),
  festivals.map((festival) => festival.id),
);

export function useSavedFestivalIds(): readonly number[] {
  return useStoredSet(savedFestivals);
}
