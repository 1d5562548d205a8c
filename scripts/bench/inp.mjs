// The INP half of the bench (issue 24): each interaction of inpInteractions.mjs done on a settled
// page of a fresh visit, at 4x slower CPU on a phone's viewport, with a trusted input (a mouse click
// at the control's centre, as a finger lands, or a key), and timed by the page's own Event Timing
// entries: the number INP counts, split into input delay, processing and presentation. Each visit
// is followed by one to the naive build (decision 047), so both see the machine at the same speed.
import { slowestInteraction } from './eventTiming.mjs';
import { cumulativeLayoutShift } from './layoutShift.mjs';
import { inpInteractions } from './inpInteractions.mjs';
import { projectModule } from './projectModule.mjs';

/** Fresh visits per interaction; the median of each part is reported. */
export const inpVisits = 5;

/** A mid-range phone: its CPU about 4x slower than this machine's, its screen 390 x 844. */
const phone = { cpuSlowdown: 4, viewport: { width: 390, height: 844 } };

/** After the network is quiet: long enough for the work the page leaves to idle time. */
const settleMs = 2000;

/** How long the page has to report the interaction's entries after the input. */
const reportWithinMs = 3000;

/** @typedef {import('./eventTiming.mjs').InteractionTiming} InteractionTiming */
/** @typedef {import('./inpInteractions.mjs').InpInteraction} InpInteraction */
/** @typedef {InteractionTiming & { loadCls: number }} InpVisit */

/**
 * Records from the page's first byte every Event Timing entry of an interaction, in
 * `window.benchEventEntries` (16 ms is the least threshold the browser allows: a quicker
 * interaction reports nothing, and counts as 0 here), and every layout shift, in
 * `window.benchLayoutShifts`.
 */
function recordEntries() {
  /** @type {Window & { benchEventEntries?: object[], benchLayoutShifts?: object[] }} */
  const win = window;
  win.benchEventEntries = [];
  win.benchLayoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (!entry.interactionId) continue;
      const { interactionId, startTime, duration, processingStart, processingEnd } = entry;
      win.benchEventEntries?.push({ interactionId, startTime, duration, processingStart, processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { startTime, value, hadRecentInput } = /** @type {PerformanceEntry & { value: number, hadRecentInput: boolean }} */ (entry);
      win.benchLayoutShifts?.push({ startTime, value, hadRecentInput });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * @param {import('playwright').Page} page
 * @returns {Promise<import('./eventTiming.mjs').EventEntry[]>}
 */
const eventEntries = (page) => page.evaluate(() => /** @type {Window & { benchEventEntries?: [] }} */ (window).benchEventEntries ?? []);

/**
 * The centre of the control, checked to be the control there: a press that lands on something
 * covering it would time another interaction.
 * @param {import('playwright').Locator} control
 */
async function centreOf(control) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('The control has no box on the page.');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = await control.evaluate((element, { x, y }) => {
    const top = document.elementFromPoint(x, y);
    return top !== null && (element === top || element.contains(top) || top.contains(element));
  }, centre);
  if (!hit) throw new Error('Something else covers the control at its centre.');
  return centre;
}

/**
 * One fresh visit (a new browser context: nothing cached or stored but what the interaction
 * stores) to the build served at `origin`: loads the page at the phone's CPU, waits until it
 * settles, does what leads up to the interaction, then the input, and returns the interaction's
 * timing (all 0 under 16 ms) and the page's layout shift until the input (its CLS as loaded and
 * settled).
 * @param {{ browser: import('playwright').Browser, origin: string, services: Awaited<ReturnType<import('./serviceStandIns.mjs').loadServiceStandIns>>, facts: import('./inpInteractions.mjs').Facts }} bench
 * @param {InpInteraction} interaction
 * @returns {Promise<InpVisit>}
 */
async function inpVisit({ browser, origin, services, facts }, interaction) {
  const context = await browser.newContext({ baseURL: origin, viewport: phone.viewport });
  try {
    const page = await context.newPage();
    await services.answer(page);
    // Consent given on an earlier visit: the cookie bar would otherwise cover controls at the
    // bottom of a phone's screen, and come and go during the measures.
    const stored = {
      [facts.storageKeys.cookieConsent]: 'true',
      ...(interaction.signedIn ? { [facts.storageKeys.authSession]: await services.signedInSession() } : {}),
      ...interaction.stored?.(facts),
    };
    await page.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, stored);
    await page.addInitScript(recordEntries);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });

    await page.goto(interaction.path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(settleMs);
    const loadCls = cumulativeLayoutShift(await page.evaluate(() => /** @type {Window & { benchLayoutShifts?: [] }} */ (window).benchLayoutShifts ?? []));
    if (interaction.prepare) {
      await interaction.prepare(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(settleMs);
    }

    const control = interaction.control(page);
    const centre = interaction.input === 'click' ? await centreOf(control) : null;
    if (!centre) await control.focus();
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      /** @type {Window & { benchEventEntries?: object[] }} */ (window).benchEventEntries = [];
    });
    if (centre) await page.mouse.click(centre.x, centre.y);
    else await page.keyboard.press(interaction.input);
    // The entries arrive after the paint that ends the interaction; a quick one never does.
    await page.waitForFunction(() => (/** @type {Window & { benchEventEntries?: [] }} */ (window).benchEventEntries?.length ?? 0) > 0, null, { timeout: reportWithinMs }).catch(() => {});
    await page.waitForTimeout(300);
    const timing = slowestInteraction(await eventEntries(page)) ?? { duration: 0, inputDelay: 0, processing: 0, presentation: 0 };
    return { ...timing, loadCls };
  } finally {
    await context.close();
  }
}

/**
 * @typedef {object} InpRow
 * @property {InpInteraction} interaction
 * @property {InpVisit[]} visits
 * @property {InteractionTiming[]} naiveVisits The naive build's visits that could do the interaction.
 */

/**
 * Every interaction (or those whose name contains `named`) in `inpVisits` fresh visits each, each
 * visit followed by one to the naive build at `naiveOrigin`. A naive visit that cannot do the
 * interaction (its control never shows there) is left out.
 * @param {{ browser: import('playwright').Browser, origin: string, naiveOrigin: string, services: Awaited<ReturnType<import('./serviceStandIns.mjs').loadServiceStandIns>>, named?: string }} options
 * @returns {Promise<InpRow[]>}
 */
export async function measureInp({ browser, origin, naiveOrigin, services, named = '' }) {
  const [{ storageKeys }, { festivals }] = await Promise.all([projectModule('/src/lib/storage.ts'), projectModule('/content/festivals.ts')]);
  const facts = { storageKeys, festivalIds: festivals.map((/** @type {{ id: number }} */ festival) => festival.id) };
  /** @type {InpRow[]} */
  const rows = [];
  for (const interaction of inpInteractions.filter(({ name }) => name.includes(named))) {
    const visits = [];
    const naiveVisits = [];
    for (let visit = 0; visit < inpVisits; visit += 1) {
      visits.push(await inpVisit({ browser, origin, services, facts }, interaction));
      const naive = await inpVisit({ browser, origin: naiveOrigin, services, facts }, interaction).catch((/** @type {Error} */ error) => {
        console.log(`${interaction.name}, naive build: not measured in one visit (${error.message.split('\n')[0]})`);
        return null;
      });
      if (naive) naiveVisits.push(naive);
    }
    const durations = (/** @type {InteractionTiming[]} */ timings) => timings.map((timing) => Math.round(timing.duration)).join(', ');
    console.log(`${interaction.name}: ${durations(visits)} ms; naive build ${durations(naiveVisits)} ms`);
    rows.push({ interaction, visits, naiveVisits });
  }
  return rows;
}
