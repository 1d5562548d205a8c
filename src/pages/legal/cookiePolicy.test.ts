import { describe, expect, it } from 'vitest';
import { legalSections } from '#content/legal';
import { storageKeys } from '#src/lib/storage';

describe('the cookie policy', () => {
  const listed = (legalSections.find((section) => section.id === 'cookie-policy')?.storedValues ?? []).map((value) => value.key);

  it('lists every key the site stores, and no other', () => {
    const stored: readonly string[] = Object.values(storageKeys);
    expect(stored.filter((key) => !listed.includes(key)), 'stored but not in the policy').toEqual([]);
    expect(listed.filter((key) => !stored.includes(key)), 'in the policy but never stored').toEqual([]);
  });

  it('lists each key once', () => {
    expect(new Set(listed).size).toBe(listed.length);
  });
});
