import { z } from 'zod/mini';
import type { LatLng } from '#machines/pinning.machine';
import { readJson, remove, storageKeys, writeJson } from './storage';

/** The pinned spot as stored: `{"lat": number, "lng": number}`, both in range. */
const storedPinSchema = z.object({
  lat: z.number().check(z.minimum(-90), z.maximum(90)),
  lng: z.number().check(z.minimum(-180), z.maximum(180)),
});

/** The longest pin `JSON.stringify` writes is about 60 characters: a longer stored value is not a pin. */
export const MAX_STORED_PIN_LENGTH = 128;

/** The stored pin; a corrupt or overlong value is logged and removed, and reads as none. */
export function readStoredPin(): LatLng | null {
  const stored = readJson(storageKeys.pinnedMapLocation, storedPinSchema, MAX_STORED_PIN_LENGTH);
  if (stored.status === 'invalid') console.warn('Removed an unreadable pinned map location.', stored.error);
  return stored.status === 'valid' ? stored.value : null;
}

/** Saves the pin; false when the browser refused, and the pin is kept for this visit only. */
export function storePin(pin: LatLng): boolean {
  return writeJson(storageKeys.pinnedMapLocation, pin);
}

export function removeStoredPin(): void {
  remove(storageKeys.pinnedMapLocation);
}
