import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { cookieBannerMachine } from './cookieBanner.machine';

function start(hasConsent: boolean) {
  const saveConsent = vi.fn();
  const actor = createActor(
    cookieBannerMachine.provide({
      guards: { hasStoredConsent: () => hasConsent },
      actions: { saveConsent },
    }),
  ).start();
  return { actor, saveConsent };
}

describe('cookieBannerMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms after it starts before showing the banner', () => {
    const { actor } = start(false);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(499);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('never shows the banner when consent is stored', () => {
    const { actor } = start(true);
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stores consent and hides on Accept & Close', () => {
    const { actor, saveConsent } = start(false);
    vi.advanceTimersByTime(500);
    actor.send({ type: 'ACCEPT' });
    expect(saveConsent).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('ignores ACCEPT before the banner is shown', () => {
    const { actor, saveConsent } = start(false);
    actor.send({ type: 'ACCEPT' });
    expect(saveConsent).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('ignores ACCEPT once hidden', () => {
    const { actor, saveConsent } = start(false);
    vi.advanceTimersByTime(500);
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
    expect(saveConsent).toHaveBeenCalledOnce();
  });
});
