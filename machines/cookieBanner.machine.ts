import { fromCallback, setup } from 'xstate';

export type CookieBannerEvent = { type: 'ACCEPT' } | { type: 'DUE' };

/** Whether the banner shows once it is due: not when consent is stored. */
const whenDue = [{ guard: 'hasStoredConsent', target: 'hidden' }, { target: 'visible' }] as const;

/**
 * The cookie banner: shown 500 ms after the page's load event unless consent is stored, and hidden
 * for good by 'Accept & Close', which stores consent.
 *
 * The banner is in every prerendered page, hidden, and the boot script shows it when it
 * is due, before the app has hydrated (decision 050); the app hydrates the banner later, if at
 * all, as a lazy island. So the machine starts in `waiting`, whose banner is hidden, as the server
 * rendered it, and decides once started: `untilDue`, supplied by the app, reports DUE at the same
 * moment the boot script shows the banner (at once when that moment has passed), so a banner
 * already shown stays shown and one not yet due appears on time. 'Accept & Close' is taken while
 * waiting too: the banner on screen may have been shown by the boot script a moment before the
 * machine's own wait ends, and a press on it always means consent. Should the wait fail, the
 * banner shows at once (unless consent is stored).
 * Reading and writing the stored consent are supplied by the app with `.provide()`.
 */
export const cookieBannerMachine = setup({
  types: { events: {} as CookieBannerEvent },
  actors: {
    /** Reports DUE once the banner is due: 500 ms after the page's load event. */
    untilDue: fromCallback<CookieBannerEvent>(({ sendBack }) => sendBack({ type: 'DUE' })),
  },
  guards: { hasStoredConsent: () => false },
  actions: { saveConsent: () => {} },
}).createMachine({
  id: 'cookieBanner',
  initial: 'waiting',
  states: {
    waiting: {
      invoke: { src: 'untilDue', onError: [...whenDue] },
      on: {
        DUE: [...whenDue],
        ACCEPT: { target: 'hidden', actions: 'saveConsent' },
      },
    },
    visible: {
      on: { ACCEPT: { target: 'hidden', actions: 'saveConsent' } },
    },
    hidden: { type: 'final' },
  },
});
