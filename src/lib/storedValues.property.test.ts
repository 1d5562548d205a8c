import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_STORED_KEY_LENGTH, readStoredKey } from '#src/features/chat/storedKey';
import { MAX_STORED_PIN_LENGTH, readStoredPin } from '#src/features/plan/storedPin';
import { storageKeys } from './storage';

/** Whatever a visitor's browser holds under our keys, reading it never throws and never trusts garbage. */
describe('stored values, for any stored text', () => {
  let data: Map<string, string>;
  beforeEach(() => {
    data = new Map();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => void data.set(key, value),
        removeItem: (key: string) => void data.delete(key),
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Text around a bound: just within it, or just past it. */
  const textNear = (bound: number) => fc.string({ minLength: bound - 8, maxLength: bound + 8 });

  const storedText = fc.oneof(
    fc.string(),
    fc.json(),
    fc.record({ lat: fc.anything(), lng: fc.anything() }).map((value) => JSON.stringify(value)),
    fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }), padding: textNear(MAX_STORED_PIN_LENGTH) }).map((value) => JSON.stringify(value)),
  );

  it('a pin is either a valid spot that stays stored, or none and removed', () => {
    fc.assert(
      fc.property(storedText, (raw) => {
        data.set(storageKeys.pinnedMapLocation, raw);
        const pin = readStoredPin();
        if (pin === null) {
          expect(data.has(storageKeys.pinnedMapLocation)).toBe(false);
        } else {
          expect(raw.length).toBeLessThanOrEqual(MAX_STORED_PIN_LENGTH);
          expect(Math.abs(pin.lat)).toBeLessThanOrEqual(90);
          expect(Math.abs(pin.lng)).toBeLessThanOrEqual(180);
          expect(data.get(storageKeys.pinnedMapLocation)).toBe(raw);
        }
      }),
    );
  });

  it('valid spots always survive a read', () => {
    fc.assert(
      // JSON has no -0, so a stored -0 reads back as 0.
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (rawLat, rawLng) => {
        const [lat, lng] = [rawLat + 0, rawLng + 0];
        data.set(storageKeys.pinnedMapLocation, JSON.stringify({ lat, lng }));
        expect(readStoredPin()).toEqual({ lat, lng });
      }),
    );
  });

  it('a Perplexity key is the trimmed text, or none and removed when blank or overlong', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), textNear(MAX_STORED_KEY_LENGTH)), (raw) => {
        data.set(storageKeys.perplexityApiKey, raw);
        const key = readStoredKey();
        if (raw.trim() && raw.length <= MAX_STORED_KEY_LENGTH) expect(key).toBe(raw.trim());
        else {
          expect(key).toBeUndefined();
          expect(data.has(storageKeys.perplexityApiKey)).toBe(false);
        }
      }),
    );
  });
});
