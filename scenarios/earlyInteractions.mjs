// @ts-check
/**
 * Early interactions: what a new visitor on a phone does the moment a control shows, before the
 * app has hydrated. The benchmark (scripts/bench.mjs) counts how many are lost, and the
 * end-to-end spec (tests/early-interactions.spec.ts) asserts none is; both read the scenarios
 * from here, a folder of its own that imports neither, so the two cannot drift apart. Plain
 * JavaScript with JSDoc types, because the benchmark runs it in Node without a TypeScript loader.
 */

/** @typedef {import('playwright').Page} Page */
/** @typedef {import('playwright').Locator} Locator */

/**
 * @typedef {object} EarlyScenario
 * @property {string} name What the visitor does, as the reports list it.
 * @property {string} path The page it is done on.
 * @property {(page: Page) => Locator} control The control the visitor reaches for.
 * @property {(page: Page, control: Locator) => Promise<void>} act Done the moment the control shows.
 * @property {(page: Page) => Locator[]} outcome What the visitor then sees; every one must show.
 * @property {string[]} typed Text the visitor types, which no URL may ever carry.
 * @property {string} [dialog] Name of the dialog the action opens, timed from click to dialog.
 * @property {Record<string, string>} [stored] What this browser has stored from an earlier visit
 *   (localStorage key to value), for a returning visitor.
 */

/** A mid-range phone on a slow mobile network: the setting the issue was found in. */
export const phoneLike = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 };

/** How long an outcome may take before the interaction counts as lost. */
export const outcomeLimitMs = 15_000;

/** The login's outcome depends on the build: no sign-in service, or one that rejects the login. */
export const loginOutcomes = {
  unconfigured: 'Accounts are not available yet: this site has no sign-in service configured.',
  rejected: 'Invalid login credentials',
};

export const chatDialogName = 'AI Festival Assistant';

const login = { email: 'raver@example.com', password: 'glitter-and-wellies' };

/**
 * Pointer actions are forced: acting at once is the point, and the chat launcher bounces, so
 * it would never count as stable.
 * @param {Locator} control
 */
const press = (control) => control.click({ force: true });

/**
 * Presses a control where it is once it holds still for a frame: on a throttled page that is still
 * streaming in, what is above a control below the fold can still grow (no layout shift counts
 * there), and a forced click measured a frame too early lands on whatever moved into its place.
 * Gives up waiting after a second of frames and presses anyway.
 * @param {Page} page
 * @param {Locator} control
 */
export async function pressOnceStill(page, control) {
  await control.scrollIntoViewIfNeeded();
  const nextFrame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  let box = await control.boundingBox();
  for (let frame = 0; frame < 60; frame += 1) {
    await nextFrame();
    const now = await control.boundingBox();
    if (box && now && now.x === box.x && now.y === box.y && now.width === box.width && now.height === box.height) break;
    box = now;
  }
  if (!box) throw new Error('The control has no box on the page.');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** @param {Page} page */
const newsletter = (page) => page.getByRole('form', { name: 'Newsletter sign-up' });

/** @param {Page} page */
const firstCalendarCard = (page) => page.getByRole('main').getByRole('article').first();

/**
 * The early interactions of the issue, plus the calendar popover.
 * @param {string} loginOutcome The message the login form shows in the build under test.
 * @param {{ packedGear: string }} storageKeys The site's localStorage keys (`storageKeys` of
 *   src/lib/storage.ts), which the caller reads, as this folder imports no app code.
 * @returns {EarlyScenario[]}
 */
export function earlyScenarios(loginOutcome, storageKeys) {
  return [
    {
      name: 'open the chat',
      path: '/',
      control: (page) => page.getByRole('button', { name: 'Open chatbot' }),
      act: (_page, control) => press(control),
      outcome: (page) => [page.getByRole('dialog', { name: chatDialogName })],
      typed: [],
      dialog: chatDialogName,
    },
    {
      name: 'switch to the Sign Up tab',
      path: '/auth',
      control: (page) => page.getByRole('tab', { name: 'Sign Up' }),
      act: (_page, control) => press(control),
      outcome: (page) => [page.getByRole('tab', { name: 'Sign Up', selected: true }), page.getByRole('tabpanel', { name: 'Sign Up' })],
      typed: [],
    },
    {
      name: 'open a calendar card',
      path: '/festival-calendar',
      control: (page) => firstCalendarCard(page).getByRole('heading', { level: 3 }).getByRole('button'),
      act: (_page, control) => press(control),
      outcome: (page) => [
        firstCalendarCard(page).getByRole('heading', { level: 3 }).getByRole('button', { expanded: true }),
        firstCalendarCard(page).getByRole('link', { name: 'Read Guide' }),
      ],
      typed: [],
    },
    {
      name: 'open the calendar popover',
      path: '/festival-calendar',
      control: (page) => page.getByRole('button', { name: 'View Full Event Calendar' }),
      act: (_page, control) => press(control),
      outcome: (page) => [page.getByRole('dialog', { name: 'Event Calendar' })],
      typed: [],
      dialog: 'Event Calendar',
    },
    {
      name: 'submit the newsletter empty',
      path: '/',
      control: (page) => newsletter(page).getByRole('button', { name: 'Subscribe' }),
      act: (_page, control) => press(control),
      outcome: (page) => [newsletter(page).getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })],
      typed: [],
    },
    {
      // A returning visitor sees the tent ticked as stored, and unticks it: it stays unticked.
      name: 'untick a stored Packed item',
      path: '/gear-checklists',
      stored: { [storageKeys.packedGear]: JSON.stringify(['pop-up-tent', 'sleeping-bag']) },
      control: (page) => page.getByRole('checkbox', { name: 'Packed Pop-Up Tent', checked: true }),
      // The tent is a screen or more below the essentials, which are drawn (and take their real
      // height) only as they near the screen: the finger lands where the tent has settled.
      act: (page, control) => pressOnceStill(page, control),
      outcome: (page) => [
        page.getByRole('checkbox', { name: 'Packed Pop-Up Tent', checked: false }),
        page.getByRole('checkbox', { name: 'Packed Three-Season Sleeping Bag', checked: true }),
        page.getByRole('status').filter({ hasText: /^1 of \d+ packed$/ }),
      ],
      typed: [],
    },
    {
      // The calendar shows what its URL selects, Belgium's one festival: the first Save shown is
      // Tomorrowland's, and the visitor presses it.
      name: 'save a festival on a filtered calendar',
      path: '/festival-calendar?country=Belgium',
      control: (page) =>
        page
          .getByRole('main')
          .getByRole('button', { name: /^Save / })
          .first()
          .and(page.getByRole('button', { name: 'Save Tomorrowland' })),
      act: (_page, control) => press(control),
      outcome: (page) => [
        page.getByRole('button', { name: 'Save Tomorrowland', pressed: true }),
        page.getByRole('link', { name: '1 saved festival', exact: true }),
      ],
      typed: [],
    },
    {
      name: 'log in with Enter',
      path: '/auth',
      control: (page) => page.getByRole('tabpanel', { name: 'Login' }).getByRole('textbox', { name: 'Email' }),
      act: async (page, control) => {
        const password = page.getByRole('tabpanel', { name: 'Login' }).getByLabel('Password', { exact: true });
        await control.fill(login.email);
        await password.fill(login.password);
        await password.press('Enter');
      },
      outcome: (page) => [page.getByText(loginOutcome)],
      typed: [login.email, login.password],
    },
  ];
}

/**
 * Stores what the scenario's returning visitor has stored, before the page's first byte (once per
 * tab, so that a reload keeps what the visit changed).
 * @param {Page} page
 * @param {EarlyScenario} scenario
 */
export async function storeBeforeVisit(page, scenario) {
  if (!scenario.stored) return;
  await page.addInitScript((stored) => {
    const flag = 'early-interaction-stored';
    if (sessionStorage.getItem(flag)) return;
    sessionStorage.setItem(flag, 'true');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, scenario.stored);
}

/**
 * Slows the page's CPU and network down to `phoneLike`, through the DevTools protocol (Chromium
 * only). Call it before the first navigation.
 * @param {Page} page
 */
export async function throttle(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneLike.latencyMs,
    downloadThroughput: (phoneLike.downloadKbps * 1000) / 8,
    uploadThroughput: (phoneLike.uploadKbps * 1000) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: phoneLike.cpuSlowdown });
}

/**
 * Records the page's main-frame navigations and every request URL, from now on.
 * @param {Page} page
 */
export function watchNavigations(page) {
  /** @type {string[]} */
  const documents = [];
  /** @type {string[]} */
  const urls = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return {
    /** Documents loaded after the first: a native form submission loads one. */
    nativeNavigations: () => documents.slice(1),
    /**
     * Every URL seen (address bar or request) that carries one of the texts, as typed or encoded.
     * @param {string[]} texts
     */
    urlsCarrying: (texts) => urls.filter((url) => texts.some((text) => url.includes(text) || url.includes(encodeURIComponent(text)))),
  };
}

/**
 * @typedef {object} InPageRecord
 * @property {number | null} acted `timeStamp` of the visitor's first action (click, key or typing) in this document.
 * @property {boolean | null} actedHydrated Whether the page had hydrated by the first action, in
 *   this document or in one that a native navigation replaced.
 * @property {number | null} dialog `performance.now()` one frame after the named dialog first showed.
 * @property {number | null} ready `performance.now()` one frame after the named dialog showed not
 *   busy, with focus inside it (the chat's busy frame comes first).
 */

/**
 * @typedef {object} Observation
 * @property {boolean | null} actedBeforeHydration Null if the visitor never acted.
 * @property {number | null} actionToDialogMs From the first action to the dialog on screen, if both happened.
 * @property {number | null} actionToReadyMs From the first action to the dialog ready for use, if both happened.
 */

/**
 * Records in the page, from its first byte, the visitor's first action and, when given, the
 * frame after the named dialog first shows. Actions are read in the capture phase on the window,
 * ahead of any listener of the page that might hold them back; only trusted events count, not a
 * replay. Whether the page had hydrated is kept in the tab's session storage, so it survives a
 * native form submission. Call it before navigating, and read it with `readObservation`.
 * @param {Page} page
 * @param {string} [dialogName]
 */
export async function observeInPage(page, dialogName) {
  await page.addInitScript((name) => {
    const storageKey = 'early-interaction-acted-hydrated';
    const stored = sessionStorage.getItem(storageKey);
    /** @type {InPageRecord} */
    const record = { acted: null, actedHydrated: stored === null ? null : stored === 'true', dialog: null, ready: null };
    /** @type {Window & { earlyRecord?: InPageRecord }} */ (window).earlyRecord = record;
    /** @param {Event} event */
    const onAction = (event) => {
      if (!event.isTrusted || record.acted !== null) return;
      record.acted = event.timeStamp;
      if (record.actedHydrated !== null) return;
      record.actedHydrated = document.documentElement.dataset.hydrated === 'true';
      sessionStorage.setItem(storageKey, String(record.actedHydrated));
    };
    for (const type of ['click', 'keydown', 'input']) addEventListener(type, onAction, true);
    if (!name) return;
    /** @param {Element} element */
    const nameOf = (element) =>
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    const shownDialogs = () => [...document.querySelectorAll('[role="dialog"]')].filter((element) => nameOf(element) === name && element.checkVisibility());
    /** @param {'dialog' | 'ready'} key */
    const stampNextFrame = (key) =>
      requestAnimationFrame(() => {
        record[key] ??= performance.now();
      });
    const check = () => {
      const shown = shownDialogs();
      if (shown.length > 0 && record.dialog === null) stampNextFrame('dialog');
      if (shown.some((dialog) => dialog.getAttribute('aria-busy') !== 'true' && dialog.contains(document.activeElement))) {
        observer.disconnect();
        removeEventListener('focusin', check, true);
        stampNextFrame('ready');
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, attributes: true });
    addEventListener('focusin', check, true);
  }, dialogName);
}

/**
 * Waits (up to `outcomeLimitMs`) for the observed dialog to be ready for use; false if it never is.
 * @param {Page} page
 */
export async function dialogReady(page) {
  try {
    await page.waitForFunction(() => /** @type {Window & { earlyRecord?: InPageRecord }} */ (window).earlyRecord?.ready != null, null, { timeout: outcomeLimitMs });
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {Page} page
 * @returns {Promise<Observation>}
 */
export function readObservation(page) {
  return page.evaluate(() => {
    const record = /** @type {Window & { earlyRecord?: InPageRecord }} */ (window).earlyRecord;
    const acted = record?.acted ?? null;
    const dialog = record?.dialog ?? null;
    const ready = record?.ready ?? null;
    const actedHydrated = record?.actedHydrated ?? null;
    return {
      actedBeforeHydration: actedHydrated === null ? null : !actedHydrated,
      actionToDialogMs: acted !== null && dialog !== null ? dialog - acted : null,
      actionToReadyMs: acted !== null && ready !== null ? ready - acted : null,
    };
  });
}

/**
 * Whether the page's stylesheets have arrived, which its first paint waits for: a visitor sees
 * nothing before. A script may lay the page out earlier, without its styles, and a control found
 * there is not where the paint puts it. (Paint timing entries would tell too, but a test's fake
 * clock replaces the page's `performance`.)
 * @param {Page} page
 */
async function styled(page) {
  try {
    return await page.evaluate(() => {
      const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')];
      return sheets.length > 0 && sheets.every((link) => /** @type {HTMLLinkElement} */ (link).sheet !== null);
    });
  } catch {
    return false;
  }
}

/**
 * Navigates and acts the moment the control shows in the prerendered HTML: the navigation
 * resolves as soon as the response starts, then the control is looked for again and again while
 * the page streams in and paints. A plain `waitFor` backs off to half-second polls, which on a
 * throttled page let the app hydrate before the visitor acts.
 * @param {Page} page
 * @param {EarlyScenario} scenario
 */
export async function actAtFirstPaint(page, scenario) {
  await page.goto(scenario.path, { waitUntil: 'commit' });
  const control = scenario.control(page);
  await untilShown(page, control, `${scenario.name}: the control never showed on ${scenario.path}`);
  await scenario.act(page, control);
}

/**
 * Returns the moment the control shows on the page being loaded: visible, its stylesheets
 * arrived. Fails with `failure` after `outcomeLimitMs`.
 * @param {Page} page
 * @param {Locator} control
 * @param {string} failure
 */
export async function untilShown(page, control, failure) {
  const giveUpAt = Date.now() + outcomeLimitMs;
  const waitFor = async (/** @type {() => Promise<boolean>} */ shown) => {
    while (!(await shown())) {
      if (Date.now() > giveUpAt) throw new Error(failure);
    }
  };
  // Stylesheets, once arrived, stay: after them only the control is looked for, one check a poll.
  await waitFor(() => styled(page));
  await waitFor(() => control.isVisible());
}

/**
 * Acts on a settled page: hydrated, the network quiet, then a second more.
 * @param {Page} page
 * @param {EarlyScenario} scenario
 */
export async function actWhenSettled(page, scenario) {
  await page.goto(scenario.path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await scenario.act(page, scenario.control(page));
}

/**
 * Whether every part of the scenario's outcome shows within `outcomeLimitMs`.
 * @param {Page} page
 * @param {EarlyScenario} scenario
 */
export async function outcomeShows(page, scenario) {
  try {
    await Promise.all(scenario.outcome(page).map((part) => part.waitFor({ state: 'visible', timeout: outcomeLimitMs })));
    return true;
  } catch {
    return false;
  }
}
