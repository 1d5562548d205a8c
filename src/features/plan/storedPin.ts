import { z } from 'zod/mini';
import type { LatLng, TimedPin } from './planTypes';
import { notifyStoredKeyChanged, readJson, readString, remove, storageKeys, subscribeToStoredKey, writeJson, writeString } from '#src/lib/storage';

/** The pinned spot as stored: `{"lat": number, "lng": number}`, both in range. */
const storedPinSchema = z.object({
  lat: z.number().check(z.minimum(-90), z.maximum(90)),
  lng: z.number().check(z.minimum(-180), z.maximum(180)),
});

/** The longest pin `JSON.stringify` writes is about 60 characters: a longer stored value is not a pin. */
export const MAX_STORED_PIN_LENGTH = 128;

/** A pin stored before its time was kept counts as the oldest possible. */
const UNKNOWN_PIN_TIME = new Date(0).toISOString();

/** The stored pin; a corrupt or overlong value is logged and removed, and reads as none. */
export function readStoredPin(): LatLng | null {
  const stored = readJson(storageKeys.pinnedMapLocation, storedPinSchema, MAX_STORED_PIN_LENGTH);
  if (stored.status === 'invalid') console.warn('Removed an unreadable pinned map location.', stored.error);
  return stored.status === 'valid' ? stored.value : null;
}

/** Saves the pin, pinned now; false when the browser refused, and the pin is kept for this visit only. */
export function storePin(pin: LatLng): boolean {
  return storeTimedPin({ ...pin, pinnedAt: new Date().toISOString() });
}

export function removeStoredPin(): void {
  storeTimedPin(null);
}

/** The stored pin with its time. */
export function readTimedPin(): TimedPin | null {
  const pin = readStoredPin();
  if (!pin) return null;
  const pinnedAt = readString(storageKeys.pinnedMapLocationAt, 64);
  return { ...pin, pinnedAt: pinnedAt && !Number.isNaN(Date.parse(pinnedAt)) ? pinnedAt : UNKNOWN_PIN_TIME };
}

/** Stores a pin with the time it was pinned, or removes the pin (null); false when the browser refused. */
export function storeTimedPin(pin: TimedPin | null): boolean {
  if (!pin) {
    remove(storageKeys.pinnedMapLocation);
    remove(storageKeys.pinnedMapLocationAt);
    notifyStoredKeyChanged(storageKeys.pinnedMapLocation);
    return true;
  }
  const saved = writeJson(storageKeys.pinnedMapLocation, { lat: pin.lat, lng: pin.lng });
  writeString(storageKeys.pinnedMapLocationAt, pin.pinnedAt);
  notifyStoredKeyChanged(storageKeys.pinnedMapLocation);
  return saved;
}

/** Calls `onChange` when the pin changes in this page or, through the `storage` event, in another tab. */
export function subscribeToPin(onChange: () => void): () => void {
  return subscribeToStoredKey(storageKeys.pinnedMapLocation, onChange);
}
