import { assign, fromPromise, setup } from 'xstate';

/** What a link from a newsletter email asks: to confirm a sign-up, or to unsubscribe. */
export type NewsletterLink = { action: 'confirm' | 'unsubscribe'; token: string };

/** What the newsletter service said of a link. */
export type NewsletterLinkResult = 'confirmed' | 'already-confirmed' | 'expired' | 'unsubscribed';

export type NewsletterLinkEvent =
  /** The page has read its address: the link, or none when the address holds no token. */
  | { type: 'READ'; link: NewsletterLink | undefined }
  /** The visitor pressed 'Unsubscribe', or 'Try again' after a failure. */
  | { type: 'SEND' };

/** Where the page's reading of its address leads: a confirmation is sent, an unsubscribe asked for. */
const read = [
  { guard: 'confirms', target: 'sending', actions: 'keepLink' },
  { guard: 'unsubscribes', target: 'asking', actions: 'keepLink' },
  { target: 'noLink' },
] as const;

/**
 * The page a newsletter email links to: it reads the link, then a confirmation is sent at once
 * and says what happened (confirmed, already confirmed, expired); an unsubscribe waits for the one
 * press of its button, then says the address is unsubscribed. A service that cannot be reached
 * leaves the offer to try again. Sending the link to the service (`follow`) is supplied by the page.
 */
export const newsletterLinkMachine = setup({
  types: {
    context: {} as { link: NewsletterLink | undefined },
    events: {} as NewsletterLinkEvent,
  },
  actors: {
    follow: fromPromise<NewsletterLinkResult, NewsletterLink>(async () => 'expired'),
  },
  actions: {
    keepLink: assign({ link: ({ event }) => (event.type === 'READ' ? event.link : undefined) }),
  },
  guards: {
    confirms: ({ event }) => event.type === 'READ' && event.link?.action === 'confirm',
    unsubscribes: ({ event }) => event.type === 'READ' && event.link?.action === 'unsubscribe',
  },
}).createMachine({
  id: 'newsletterLink',
  context: { link: undefined },
  initial: 'reading',
  states: {
    reading: { on: { READ: read } },
    /** No token yet: the address read while the page hydrates may be the prerendered one, so a later reading still counts. */
    noLink: { on: { READ: read } },
    /** An unsubscribe link: one press unsubscribes (a mail client's prefetch of the page changes nothing). */
    asking: { on: { SEND: 'sending' } },
    sending: {
      invoke: {
        src: 'follow',
        input: ({ context }) => context.link!,
        onDone: [
          { guard: ({ event }) => event.output === 'confirmed', target: 'confirmed' },
          { guard: ({ event }) => event.output === 'already-confirmed', target: 'alreadyConfirmed' },
          { guard: ({ event }) => event.output === 'unsubscribed', target: 'unsubscribed' },
          { target: 'expired' },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { SEND: 'sending' } },
    confirmed: { type: 'final' },
    alreadyConfirmed: { type: 'final' },
    expired: { type: 'final' },
    unsubscribed: { type: 'final' },
  },
});
