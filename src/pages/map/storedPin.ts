import { z } from 'zod';
import type { LatLng } from '../../../machines/pinning.machine';
import { readJson, remove, storageKeys, writeJson } from '../../lib/storage';

/** The pinned spot as stored: `{"lat": number, "lng": number}`, both in range. */
const storedPinSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** The stored pin; a corrupt value is logged and removed, and reads as none. */
export function readStoredPin(): LatLng | null {
  const stored = readJson(storageKeys.pinnedMapLocation, storedPinSchema);
  if (stored.status === 'invalid') console.warn('Removed an unreadable pinned map location.', stored.error);
  return stored.status === 'valid' ? stored.value : null;
}

export function storePin(pin: LatLng): void {
  writeJson(storageKeys.pinnedMapLocation, pin);
}

export function removeStoredPin(): void {
  remove(storageKeys.pinnedMapLocation);
}
