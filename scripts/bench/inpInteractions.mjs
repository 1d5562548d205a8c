// The interactions the INP half of the bench measures (issue 24): what a visitor does on a page
// that has loaded and settled, each timed from the input to the next paint.

/** @typedef {import('playwright').Page} Page */
/** @typedef {import('playwright').Locator} Locator */

/**
 * @typedef {object} InpInteraction
 * @property {string} name What the visitor does, as the table lists it.
 * @property {string} path The page it is done on.
 * @property {boolean} [signedIn] Whether the visitor has a session stored from an earlier visit.
 * @property {(facts: Facts) => Record<string, string>} [stored] What else this browser has stored
 *   (localStorage key to value), for a returning visitor.
 * @property {(page: Page) => Promise<void>} [prepare] Done first and not measured: what leads up to
 *   the interaction.
 * @property {(page: Page) => Locator} control The control the visitor presses.
 * @property {'click' | 'ArrowDown'} input A click at the control's centre; or, for a native select,
 *   whose options open in a list of the system's that a page cannot click, the key that picks the
 *   next option of the focused select, as a keyboard user does.
 */

/**
 * @typedef {object} Facts What the interactions read of the site rather than spell again.
 * @property {Record<string, string>} storageKeys src/lib/storage.ts's keys.
 * @property {number[]} festivalIds Every festival's id, in the calendar's order.
 */

const calendar = '/festival-calendar';
const popover = (/** @type {Page} */ page) => page.getByRole('dialog', { name: 'Event Calendar' });

/** @type {InpInteraction[]} */
export const inpInteractions = [
  {
    name: 'open a calendar card',
    path: calendar,
    control: (page) => page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('button'),
    input: 'click',
  },
  {
    name: "open 'View Full Event Calendar'",
    path: calendar,
    control: (page) => page.getByRole('button', { name: 'View Full Event Calendar' }),
    input: 'click',
  },
  {
    name: 'choose a date in the popover',
    path: calendar,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'View Full Event Calendar' }).click();
      await popover(page).getByRole('grid').waitFor();
    },
    control: (page) => popover(page).getByRole('button', { name: /has festivals/ }).first(),
    input: 'click',
  },
  {
    name: 'change a calendar filter (Country)',
    path: calendar,
    control: (page) => page.getByLabel('Country'),
    input: 'ArrowDown',
  },
  {
    name: "'Saved only'",
    path: calendar,
    stored: ({ storageKeys, festivalIds }) => ({ [storageKeys.savedFestivals]: JSON.stringify(festivalIds.slice(0, 2)) }),
    control: (page) => page.getByRole('main').getByRole('checkbox', { name: 'Saved only' }),
    input: 'click',
  },
  {
    name: "'Save {festival}' on the calendar",
    path: calendar,
    control: (page) => page.getByRole('main').getByRole('button', { name: /^Save / }).first(),
    input: 'click',
  },
  {
    name: "tick a 'Packed' item",
    path: '/gear-checklists',
    control: (page) => page.getByRole('main').getByRole('checkbox', { name: /^Packed / }).first(),
    input: 'click',
  },
  {
    name: 'open the phone menu',
    path: '/',
    control: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }),
    input: 'click',
  },
  {
    name: 'open the account menu (signed in)',
    path: '/',
    signedIn: true,
    control: (page) => page.getByRole('banner').getByRole('button', { name: /^Signed in as / }),
    input: 'click',
  },
  {
    name: 'send a chat message',
    path: '/',
    stored: ({ storageKeys }) => ({ [storageKeys.perplexityApiKey]: 'pplx-bench-key' }),
    prepare: async (page) => {
      // The launcher bounces, so it is never "stable" for a pointer click.
      await page.getByRole('button', { name: 'Open chatbot' }).click({ force: true });
      await page.getByRole('dialog', { name: 'AI Festival Assistant' }).getByRole('textbox', { name: 'Message' }).fill('What should I pack?');
    },
    control: (page) => page.getByRole('dialog', { name: 'AI Festival Assistant' }).getByRole('button', { name: 'Send message' }),
    input: 'click',
  },
  {
    name: "'Pin My Spot' on the map",
    path: '/festival-map',
    prepare: (page) => page.getByRole('region', { name: 'Map', exact: true }).waitFor(),
    control: (page) => page.getByRole('button', { name: 'Pin My Spot' }),
    input: 'click',
  },
];
