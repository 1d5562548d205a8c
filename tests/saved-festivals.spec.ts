import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import ICAL from 'ical.js';
import { festivals, findFestivalById } from '../content/festivals';
import type { Festival } from '../content/schemas';
import { LOCAL_ORIGINS } from '../scripts/siteOrigin.mjs';
import { dateRanges } from '../src/features/festival-card/festivalDays';
import { storageKeys } from '../src/lib/storage';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { holdAppCode } from './heldFiles';

const festival = (id: number) => findFestivalById(id) as Festival;
const tomorrowland = festival(1);
const glastonbury = festival(3);
const coachella = festival(2);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const savedCount = (page: Page) => page.getByRole('banner').getByRole('link', { name: /saved festivals?$/ });
const saveButton = (page: Page, subject: Festival) => page.getByRole('main').getByRole('button', { name: `Save ${subject.name}` });

/** Puts `raw` under the saved-festivals key, as an earlier visit (or a broken one) would have left it. */
async function storeSaved(page: Page, raw: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.savedFestivals, raw] as const);
}

/** Saves `subject` with `button`, then checks the save and the header count survive a reload. */
async function saveAndReload(page: Page, button: () => ReturnType<Page['getByRole']>) {
  await expect(savedCount(page)).toHaveAccessibleName('0 saved festivals');
  await button().click();
  await expect(button()).toHaveAttribute('aria-pressed', 'true');
  await expect(savedCount(page)).toHaveAccessibleName('1 saved festival');
  await page.reload();
  await waitForHydration(page);
  await expect(button()).toHaveAttribute('aria-pressed', 'true');
  await expect(savedCount(page)).toHaveAccessibleName('1 saved festival');
}

test('a festival saved from its calendar card stays saved after a reload', async ({ page, pageErrors }) => {
  await open(page, '/festival-calendar');
  await saveAndReload(page, () => saveButton(page, tomorrowland));
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});

test("a saved festival's button reads Saved from the first paint, before hydration too, and keeps its name", async ({ page, pageErrors }) => {
  await open(page, '/festival-calendar');
  await storeSaved(page, JSON.stringify([tomorrowland.id]));
  const releaseAppCode = await holdAppCode(page);
  await page.goto('/festival-calendar', { waitUntil: 'commit' });
  const saved = saveButton(page, tomorrowland);
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  // The words as seen: a card is drawn as it nears the screen, so each is scrolled to first.
  await saved.scrollIntoViewIfNeeded();
  await expect(saved).toHaveText('Saved', { useInnerText: true });
  await saveButton(page, glastonbury).scrollIntoViewIfNeeded();
  await expect(saveButton(page, glastonbury)).toHaveText('Save', { useInnerText: true });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  releaseAppCode();
  await waitForHydration(page);
  await saved.scrollIntoViewIfNeeded();
  await expect(saved).toHaveText('Saved', { useInnerText: true });
  await saved.click();
  await expect(saved).toHaveAttribute('aria-pressed', 'false');
  await expect(saved).toHaveText('Save', { useInnerText: true });
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});

test('a festival saved from its guide page stays saved after a reload; the prerendered page shows it unsaved', async ({ page, pageErrors }) => {
  await open(page, '/festival-guides/glastonbury');
  await saveAndReload(page, () => saveButton(page, glastonbury));
  await expectNoAxeViolations(page);
  const html = await (await page.request.get('/festival-guides/glastonbury')).text();
  expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-label="Save Glastonbury Festival"/);
  expect(pageErrors).toEqual([]);
});

test('a festival saved from its map info window stays saved after a reload', async ({ page, pageErrors }) => {
  await open(page, `/festival-map?festivalId=${coachella.id}&lat=${coachella.coordinates[1]}&lng=${coachella.coordinates[0]}`);
  const info = page.getByRole('dialog', { name: coachella.name });
  await saveAndReload(page, () => info.getByRole('button', { name: `Save ${coachella.name}` }));
  // After the reload the browser may restore a scroll position that puts the map's top (the fake
  // map lists its markers there) under the sticky header; axe's target-size rule counts a target
  // scrolled under a sticky header as covered. Check the page as it opens, from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});

test('Saved only filters the calendar, is kept in the URL, and the header count links to it', async ({ page, pageErrors }) => {
  await open(page, '/festival-calendar');
  await storeSaved(page, JSON.stringify([glastonbury.id, tomorrowland.id]));
  await page.reload();
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: new RegExp(`^${festivals.length} festivals$`) })).toBeVisible();
  await main.getByRole('checkbox', { name: 'Saved only' }).check();
  await expect(page).toHaveURL(/\/festival-calendar\?saved=1$/);
  await expect(main.getByRole('status').filter({ hasText: /^2 festivals$/ })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.reload();
  await waitForHydration(page);
  await expect(main.getByRole('checkbox', { name: 'Saved only' })).toBeChecked();
  await expect(main.getByRole('article')).toHaveCount(2);

  await open(page, '/travel-deals');
  await savedCount(page).click();
  await expect(page).toHaveURL(/\/festival-calendar\?saved=1$/);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^2 festivals$/ })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a corrupt stored value is ignored: nothing shows as saved, and saving starts afresh', async ({ page, pageErrors }) => {
  await open(page, '/festival-calendar');
  await storeSaved(page, '{"saved": [1, 3]');
  await page.reload();
  await waitForHydration(page);
  await expect(savedCount(page)).toHaveAccessibleName('0 saved festivals');
  await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(0);
  await saveButton(page, tomorrowland).click();
  await expect(savedCount(page)).toHaveAccessibleName('1 saved festival');
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.savedFestivals)).toBe(`[${tomorrowland.id}]`);
  expect(pageErrors).toEqual([]);
});

test('a save in one tab shows in another', async ({ page, context }) => {
  await open(page, '/festival-guides/tomorrowland');
  const other = await context.newPage();
  await open(other, '/festival-calendar');
  await saveButton(page, tomorrowland).click();
  await expect(savedCount(other)).toHaveAccessibleName('1 saved festival');
  await expect(saveButton(other, tomorrowland)).toHaveAttribute('aria-pressed', 'true');
});

/** Content lines of an iCalendar file: folded lines (CRLF then a space) joined again. */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

test('Add saved festivals to calendar downloads one valid .ics file with one event per weekend of each saved festival', async ({ page }) => {
  const saved = [tomorrowland, glastonbury, coachella];
  await open(page, '/festival-calendar');
  await storeSaved(page, JSON.stringify(saved.map((subject) => subject.id)));
  await page.reload();
  await waitForHydration(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add saved festivals to calendar' }).click();
  const file = await readFile(await (await download).path(), 'utf8');
  expect((await download).suggestedFilename()).toBe('saved-festivals.ics');

  // Every line ends in CRLF, and no physical line is longer than 75 octets.
  expect(file.endsWith('\r\n')).toBe(true);
  expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of file.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  expect(file, 'long descriptions are folded').toMatch(/\r\n [^\r\n]/);

  const lines = unfold(file);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-2)).toBe('END:VCALENDAR');
  const header = lines.slice(0, lines.indexOf('BEGIN:VEVENT'));
  expect(header).toContain('VERSION:2.0');
  expect(header.some((line) => /^PRODID:.+/.test(line))).toBe(true);

  const events: string[][] = [];
  lines.forEach((line, index) => {
    if (line === 'BEGIN:VEVENT') events.push(lines.slice(index + 1, lines.indexOf('END:VEVENT', index)));
  });
  // Tomorrowland and Coachella run on two weekends: an event each, Glastonbury one.
  const runs = saved.flatMap((subject) => dateRanges(subject).map((range, i, all) => ({ subject, range, name: all.length === 1 ? subject.name : `${subject.name} (${i + 1} of ${all.length})` })));
  expect(runs).toHaveLength(5);
  expect(events).toHaveLength(runs.length);
  const uids = new Set<string>();
  for (const event of events) {
    const value = (name: string) => event.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
    const summary = value('SUMMARY')?.slice('SUMMARY:'.length);
    const run = runs.find((candidate) => candidate.name === summary);
    if (!run) throw new Error(`unexpected event ${summary}`);
    const { subject, range } = run;
    uids.add(value('UID') ?? '');
    expect(value('DTSTAMP')).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(value('DTSTART')).toBe(`DTSTART;VALUE=DATE:${format(parseISO(range.from), 'yyyyMMdd')}`);
    expect(value('DTEND'), 'DTEND is exclusive: the day after the last').toBe(`DTEND;VALUE=DATE:${format(addDays(parseISO(range.to), 1), 'yyyyMMdd')}`);
    expect(value('LOCATION')).toBe(`LOCATION:${subject.location.city}\\, ${subject.location.country}`);
    const description = value('DESCRIPTION') ?? '';
    expect(description, 'commas, semicolons and newlines are escaped').not.toMatch(/(?<!\\)[,;]|\n/);
  }
  expect([...uids].every((uid) => /^UID:\S+@\S+$/.test(uid))).toBe(true);
  expect(uids.size).toBe(runs.length);

  // A real iCalendar parser reads it as a calendar application does: each event with its
  // reminders, which ring at 09:00 a week and a day before the event's first day.
  const parsedEvents = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent');
  // The week-before reminder links to the checklist as packed for that festival.
  const checklist = (slug: string) => new URL(`/gear-checklists?festival=${slug}`, LOCAL_ORIGINS.e2e).href;
  const ringsAt = (event: ICAL.Component, alarm: ICAL.Component) => {
    const time = (event.getFirstPropertyValue('dtstart') as ICAL.Time).clone();
    time.isDate = false;
    expect(alarm.getFirstProperty('trigger')?.getParameter('related')).toBe('START');
    time.addDuration(alarm.getFirstPropertyValue('trigger') as ICAL.Duration);
    return time.toString();
  };
  const reminders = parsedEvents.map((event) => ({
    summary: event.getFirstPropertyValue('summary'),
    alarms: event.getAllSubcomponents('valarm').map((alarm) => [ringsAt(event, alarm), alarm.getFirstPropertyValue('description')]),
  }));
  const at9 = (day: string, before: number) => `${format(addDays(parseISO(day), -before), 'yyyy-MM-dd')}T09:00:00`;
  expect(reminders).toEqual(
    expect.arrayContaining(
      runs.map(({ subject, name, range }) => ({
        summary: name,
        alarms: [
          [at9(range.from, 7), `Pack for ${name}: ${checklist(subject.slug)}`],
          [at9(range.from, 1), `${name} starts tomorrow`],
        ],
      })),
    ),
  );
  expect(reminders).toHaveLength(runs.length);
  expect(reminders.find(({ summary }) => summary === 'Tomorrowland (2 of 2)')?.alarms.map(([time]) => time)).toEqual(['2027-07-16T09:00:00', '2027-07-22T09:00:00']);
});

test('the accounts screen says that a logged-in plan syncs to the account', async ({ page }) => {
  await open(page, '/auth');
  await expect(page.getByText('Logged in, your saved festivals, packing ticks and pinned spot sync to your account, so your plan follows you to every device.')).toBeVisible();
  await expect(page.getByText(/planned/i)).toHaveCount(0);
});
