import { describe, expect, it } from 'vitest';
import { usableAtOnce } from './usableAtOnce';

describe('usableAtOnce', () => {
  it('marks the promise fulfilled with its value once it resolves, as use() reads it', async () => {
    const promise = usableAtOnce(Promise.resolve('page'));
    expect(promise).not.toHaveProperty('status');
    await expect(promise).resolves.toBe('page');
    expect(promise).toMatchObject({ status: 'fulfilled', value: 'page' });
  });

  it('leaves a rejected promise unmarked, so use() throws its error', async () => {
    const promise = usableAtOnce(Promise.reject(new Error('chunk failed')));
    await expect(promise).rejects.toThrow('chunk failed');
    expect(promise).not.toHaveProperty('status');
  });
});
