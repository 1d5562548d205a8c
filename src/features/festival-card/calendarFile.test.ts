import { addDays, format, parseISO } from 'date-fns';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { festivals, findFestivalById } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { calendarFile, calendarFileHref, calendarFileName } from './calendarFile';
import { dateRanges } from './festivalDays';

/** The links' origin; each UID is at the site's own domain, which the unit tests run as localhost. */
const origin = 'https://festivalcompass.example';
const tomorrowland = findFestivalById(1) as Festival;
const glastonbury = findFestivalById(3) as Festival;

/** Undoes line folding and splits the file into its content lines. */
const contentLines = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('calendarFile', () => {
  const file = calendarFile([tomorrowland], origin, '2026-11-21');

  it('is one all-day event per weekend, DTEND the day after its last (exclusive), each with its own stable UID', () => {
    const lines = contentLines(file);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => /^(DTSTART|DTEND|UID|SUMMARY)/.test(line))).toEqual([
      'UID:festival-1-2027@localhost',
      'DTSTART;VALUE=DATE:20270716',
      'DTEND;VALUE=DATE:20270719',
      'SUMMARY:Tomorrowland (1 of 2)',
      'UID:festival-1-2027-2@localhost',
      'DTSTART;VALUE=DATE:20270723',
      'DTEND;VALUE=DATE:20270726',
      'SUMMARY:Tomorrowland (2 of 2)',
    ]);
    expect(lines).toContain('DTSTAMP:20261121T000000Z');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('is one event, named as the festival, for a festival that runs in one stretch', () => {
    const lines = contentLines(calendarFile([glastonbury], origin, '2026-11-21'));
    expect(lines.filter((line) => /^(UID|SUMMARY)/.test(line))).toEqual(['UID:festival-3-2027@localhost', `SUMMARY:${glastonbury.name}`]);
  });

  it('names the place, its coordinates and the ticket link', () => {
    const lines = contentLines(file);
    expect(lines).toContain('LOCATION:Boom\\, Belgium');
    expect(lines).toContain('GEO:51.0917;4.3806');
    expect(lines).toContain(`URL:${tomorrowland.ticketUrl}`);
  });

  it('escapes the description and links the guide', () => {
    const description = contentLines(file).find((line) => line.startsWith('DESCRIPTION:')) ?? '';
    expect(description).not.toMatch(/[^\\][,;]/);
    expect(description).toContain('\\n\\nGuide: https://festivalcompass.example/festival-guides/tomorrowland');
  });

  it('uses CRLF line endings and folds lines at 75 octets without splitting a character', () => {
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
    const physical = file.split('\r\n');
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unicode: Festival = { ...glastonbury, name: 'Fête'.repeat(40) };
    const unfolded = contentLines(calendarFile([unicode], origin, '2026-11-21'));
    expect(unfolded).toContain(`SUMMARY:${'Fête'.repeat(40)}`);
  });

  it('holds one event per festival, each with its own UID, between one calendar header and footer', () => {
    const reading = findFestivalById(5) as Festival;
    const lines = contentLines(calendarFile([reading, glastonbury], origin, '2026-11-21'));
    expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('PRODID:'))).toHaveLength(1);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2);
    const uids = lines.filter((line) => line.startsWith('UID:'));
    expect(new Set(uids).size).toBe(2);
    expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toEqual([`SUMMARY:${reading.name}`, `SUMMARY:${glastonbury.name}`]);
    expect(lines.slice(-2)).toEqual(['END:VCALENDAR', '']);
  });

  it.each([
    ['Glastonbury, five days', 3, '20270623', '20270628'],
    ['Fuji Rock, across a month end', 14, '20270730', '20270802'],
    ['Parklife, two days', 24, '20270612', '20270614'],
  ])('spans %s', (_case, id, start, end) => {
    const lines = contentLines(calendarFile([findFestivalById(id) as Festival], origin, '2026-11-21'));
    expect(lines).toContain(`DTSTART;VALUE=DATE:${start}`);
    expect(lines).toContain(`DTEND;VALUE=DATE:${end}`);
  });

  it('ends a one-day festival on the next day', () => {
    expect(contentLines(calendarFile([{ ...glastonbury, days: 1 }], origin, '2026-11-21'))).toContain('DTEND;VALUE=DATE:20270624');
  });

  it('links the guide when the festival sells no tickets through us', () => {
    const noTickets: Festival = { ...tomorrowland, ticketUrl: undefined };
    expect(contentLines(calendarFile([noTickets], origin, '2026-11-21'))).toContain(
      'URL:https://festivalcompass.example/festival-guides/tomorrowland',
    );
  });
});

/** The file read by a real iCalendar parser, as a calendar application reads it. */
function parsed(file: string) {
  return new ICAL.Component(ICAL.parse(file));
}

const alarmsOf = (event: ICAL.Component) =>
  event.getAllSubcomponents('valarm').map((alarm) => ({
    action: alarm.getFirstPropertyValue('action'),
    trigger: String(alarm.getFirstPropertyValue('trigger')),
    description: alarm.getFirstPropertyValue('description'),
  }));

/**
 * When each alarm of an event rings, as a calendar application works it out: the trigger's
 * offset from the start (RELATED=START), an all-day event starting at midnight local time.
 */
const alarmTimes = (event: ICAL.Component) =>
  event.getAllSubcomponents('valarm').map((alarm) => {
    const trigger = alarm.getFirstProperty('trigger');
    expect(trigger?.getParameter('related')).toBe('START');
    const rings = (event.getFirstPropertyValue('dtstart') as ICAL.Time).clone();
    rings.isDate = false;
    rings.addDuration(trigger?.getFirstValue() as ICAL.Duration);
    return rings.toString();
  });

describe('calendarFile read by an iCalendar parser', () => {
  it('parses for every festival alone and for all of them together, one event per run', () => {
    for (const festival of festivals) {
      const events = parsed(calendarFile([festival], origin, '2026-11-21')).getAllSubcomponents('vevent');
      const ranges = dateRanges(festival);
      expect(events).toHaveLength(ranges.length);
      expect(events.map((event) => [String(event.getFirstPropertyValue('dtstart')), String(event.getFirstPropertyValue('dtend'))])).toEqual(
        ranges.map(({ from, to }) => [from, format(addDays(parseISO(to), 1), 'yyyy-MM-dd')]),
      );
      for (const event of events) {
        expect(event.getFirstPropertyValue('summary')).toContain(festival.name);
        expect(event.getFirstPropertyValue('description')).toContain(festival.description);
      }
    }
    const all = parsed(calendarFile(festivals, origin, '2026-11-21')).getAllSubcomponents('vevent');
    expect(all).toHaveLength(festivals.flatMap((festival) => dateRanges(festival)).length);
    expect(new Set(all.map((event) => event.getFirstPropertyValue('uid'))).size).toBe(all.length);
  });

  it('reminds a week before to pack, with the link of the checklist packed for the festival, and a day before', () => {
    const [event] = parsed(calendarFile([glastonbury], origin, '2026-11-21')).getAllSubcomponents('vevent');
    expect(event && alarmsOf(event)).toEqual([
      { action: 'DISPLAY', trigger: '-P6DT15H', description: `Pack for ${glastonbury.name}: https://festivalcompass.example/gear-checklists?festival=glastonbury` },
      { action: 'DISPLAY', trigger: '-PT15H', description: `${glastonbury.name} starts tomorrow` },
    ]);
  });

  it('rings each weekend\'s reminders at 09:00 local time, a week and a day before it starts', () => {
    const events = parsed(calendarFile([tomorrowland], origin, '2026-11-21')).getAllSubcomponents('vevent');
    expect(events.map(alarmTimes)).toEqual([
      ['2027-07-09T09:00:00', '2027-07-15T09:00:00'],
      ['2027-07-16T09:00:00', '2027-07-22T09:00:00'],
    ]);
  });

  it('keeps each event\'s UID when the file is made again on another day, from another host, or with a corrected date', () => {
    const uid = (file: string) => parsed(file).getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid');
    const first = uid(calendarFile([tomorrowland], origin, '2026-11-21'));
    expect(uid(calendarFile([tomorrowland], 'http://localhost:4173', '2027-01-05'))).toBe(first);
    expect(uid(calendarFile([{ ...tomorrowland, date: '2027-07-17' }], origin, '2026-11-21'))).toBe(first);
    expect(uid(calendarFile([{ ...tomorrowland, date: '2028-07-21' }], origin, '2026-11-21'))).not.toBe(first);
  });

  it('gives back every character of the text, whatever line breaks, backslashes, commas and semicolons it holds', () => {
    const awkward = 'Line one\rLine two\r\nLine three\nBack\\slash; semi, comma $& and ünïcødé 🎪'.repeat(3);
    const festival: Festival = { ...glastonbury, name: awkward, description: awkward };
    const file = calendarFile([festival], origin, '2026-11-21');
    expect(file.replace(/\r\n/g, ''), 'no bare CR or LF inside a line').not.toMatch(/[\r\n]/);
    const event = parsed(file).getFirstSubcomponent('vevent');
    const asLines = (text: string) => text.replace(/\r\n|\r/g, '\n');
    expect(event?.getFirstPropertyValue('summary')).toBe(asLines(awkward));
    expect(event?.getFirstPropertyValue('description')).toContain(asLines(awkward));
  });
});

describe('calendarFileName and calendarFileHref', () => {
  it('names the file after the guide slug', () => {
    expect(calendarFileName(tomorrowland)).toBe('tomorrowland.ics');
  });

  it('is a text/calendar data URL holding the file', () => {
    const href = calendarFileHref([tomorrowland], origin, '2026-11-21');
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(calendarFile([tomorrowland], origin, '2026-11-21'));
  });
});
