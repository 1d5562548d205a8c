import { setup } from 'xstate';

export const COOKIE_BANNER_DELAY_MS = 500;

export type CookieBannerEvent = { type: 'ACCEPT' };

/**
 * The cookie banner: shown 500 ms after the actor starts unless consent is already stored. The app
 * starts it once the page has hydrated (the banner renders only after hydration, and its code loads
 * then), so the 500 ms count from hydration, not from the page's load event.
 * Reading and writing the stored consent are supplied by the app with `.provide()`.
 */
export const cookieBannerMachine = setup({
  types: { events: {} as CookieBannerEvent },
  delays: { bannerDelay: COOKIE_BANNER_DELAY_MS },
  guards: { hasStoredConsent: () => false },
  actions: { saveConsent: () => {} },
}).createMachine({
  id: 'cookieBanner',
  initial: 'waiting',
  states: {
    waiting: {
      after: {
        bannerDelay: [{ guard: 'hasStoredConsent', target: 'hidden' }, { target: 'visible' }],
      },
    },
    visible: {
      on: { ACCEPT: { target: 'hidden', actions: 'saveConsent' } },
    },
    hidden: { type: 'final' },
  },
});
