import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { newsletterLinkMachine, type NewsletterLink, type NewsletterLinkResult } from './newsletterLink.machine';

function start(answer: (link: NewsletterLink) => Promise<NewsletterLinkResult>) {
  const follow = vi.fn(answer);
  const actor = createActor(newsletterLinkMachine.provide({ actors: { follow: fromPromise(({ input }) => follow(input)) } })).start();
  return { actor, follow };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.matches('sending'));

describe('newsletterLink machine', () => {
  it.each([
    ['confirmed', 'confirmed'],
    ['already-confirmed', 'alreadyConfirmed'],
    ['expired', 'expired'],
  ] as const)('sends a confirmation at once and shows %s', async (answer, state) => {
    const { actor, follow } = start(async () => answer);
    actor.send({ type: 'READ', link: { action: 'confirm', token: 'abc' } });
    expect(actor.getSnapshot().value).toBe('sending');
    expect((await settled(actor)).value).toBe(state);
    expect(follow).toHaveBeenCalledWith({ action: 'confirm', token: 'abc' });
  });

  it('unsubscribes only when asked, once', async () => {
    const { actor, follow } = start(async () => 'unsubscribed');
    actor.send({ type: 'READ', link: { action: 'unsubscribe', token: 'xyz' } });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(follow).not.toHaveBeenCalled();
    actor.send({ type: 'SEND' });
    expect((await settled(actor)).value).toBe('unsubscribed');
    actor.send({ type: 'SEND' });
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when the service cannot be reached', async () => {
    let reachable = false;
    const { actor } = start(async () => {
      if (!reachable) throw new Error('offline');
      return 'confirmed';
    });
    actor.send({ type: 'READ', link: { action: 'confirm', token: 'abc' } });
    expect((await settled(actor)).value).toBe('failed');
    reachable = true;
    actor.send({ type: 'SEND' });
    expect((await settled(actor)).value).toBe('confirmed');
  });

  it('says there is no link when the address holds no token', () => {
    const { actor, follow } = start(async () => 'confirmed');
    actor.send({ type: 'READ', link: undefined });
    expect(actor.getSnapshot().value).toBe('noLink');
    expect(follow).not.toHaveBeenCalled();
  });

  it('takes the link read after hydration, when the prerendered address held none', async () => {
    const { actor, follow } = start(async () => 'confirmed');
    actor.send({ type: 'READ', link: undefined });
    actor.send({ type: 'READ', link: { action: 'confirm', token: 'abc' } });
    expect((await settled(actor)).value).toBe('confirmed');
    expect(follow).toHaveBeenCalledTimes(1);
  });
});
