import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyActorRef } from 'xstate';
import { cookieBannerMachine, type CookieBannerEvent } from './cookieBanner.machine';

/** The app's wait, faked: the banner is due `dueInMs` after the machine starts (0: at once). */
const dueIn = (dueInMs: number) =>
  fromCallback<CookieBannerEvent>(({ sendBack }) => {
    if (dueInMs === 0) {
      sendBack({ type: 'DUE' });
      return undefined;
    }
    const timer = setTimeout(() => sendBack({ type: 'DUE' }), dueInMs);
    return () => clearTimeout(timer);
  });

function start({ hasConsent = false, dueInMs = 500 } = {}) {
  const saveConsent = vi.fn();
  const actor = createActor(
    cookieBannerMachine.provide({
      guards: { hasStoredConsent: () => hasConsent },
      actions: { saveConsent },
      actors: { untilDue: dueIn(dueInMs) },
    }),
  );
  return { actor: actor.start(), saveConsent };
}

const value = (actor: AnyActorRef) => actor.getSnapshot().value;

describe('cookieBannerMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits until the banner is due before showing it', () => {
    const { actor } = start({ dueInMs: 500 });
    expect(value(actor)).toBe('waiting');
    vi.advanceTimersByTime(499);
    expect(value(actor)).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(value(actor)).toBe('visible');
  });

  it('shows the banner as soon as it starts when it is already due (the page loaded long ago)', () => {
    const { actor } = start({ dueInMs: 0 });
    expect(value(actor)).toBe('visible');
  });

  it('is waiting in its first snapshot, the one the first render (over the server HTML) uses, and decides once started', () => {
    const actor = createActor(cookieBannerMachine.provide({ actors: { untilDue: dueIn(0) } }));
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.start();
    expect(value(actor)).toBe('visible');
  });

  it('never shows the banner when consent is stored', () => {
    const { actor } = start({ hasConsent: true, dueInMs: 0 });
    expect(value(actor)).toBe('hidden');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stores consent and hides on Accept & Close', () => {
    const { actor, saveConsent } = start({ dueInMs: 0 });
    actor.send({ type: 'ACCEPT' });
    expect(saveConsent).toHaveBeenCalledOnce();
    expect(value(actor)).toBe('hidden');
  });

  it('takes Accept & Close while it waits: the page may show the banner a moment before the machine is due', () => {
    const { actor, saveConsent } = start({ dueInMs: 500 });
    actor.send({ type: 'ACCEPT' });
    expect(saveConsent).toHaveBeenCalledOnce();
    expect(value(actor)).toBe('hidden');
    vi.advanceTimersByTime(500);
    expect(value(actor)).toBe('hidden');
  });

  it('shows the banner when the wait fails, unless consent is stored', () => {
    const failing = fromCallback<CookieBannerEvent>(() => {
      throw new Error('no timers');
    });
    const shown = createActor(cookieBannerMachine.provide({ actors: { untilDue: failing } })).start();
    expect(value(shown)).toBe('visible');
    const consented = createActor(cookieBannerMachine.provide({ guards: { hasStoredConsent: () => true }, actors: { untilDue: failing } })).start();
    expect(value(consented)).toBe('hidden');
  });

  it('ignores everything once hidden', () => {
    const { actor, saveConsent } = start({ dueInMs: 0 });
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'DUE' })).toBe(false);
    expect(saveConsent).toHaveBeenCalledOnce();
  });
});
