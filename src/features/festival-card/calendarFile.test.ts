import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { festivals, findFestivalById } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { calendarFile, calendarFileHref, calendarFileName } from './calendarFile';

const origin = 'https://festivalcompass.example';
const tomorrowland = findFestivalById(1) as Festival;

/** Undoes line folding and splits the file into its content lines. */
const contentLines = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('calendarFile', () => {
  const file = calendarFile([tomorrowland], origin, '2026-11-21');

  it('is one all-day event over the festival days, DTEND the day after the last (exclusive)', () => {
    const lines = contentLines(file);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270716');
    expect(lines).toContain('DTEND;VALUE=DATE:20270726');
    expect(lines).toContain('DTSTAMP:20261121T000000Z');
    expect(lines).toContain('UID:festival-1-2027@festivalcompass.example');
    expect(lines).toContain('SUMMARY:Tomorrowland');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
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
    const unicode: Festival = { ...tomorrowland, name: 'Fête'.repeat(40) };
    const unfolded = contentLines(calendarFile([unicode], origin, '2026-11-21'));
    expect(unfolded).toContain(`SUMMARY:${'Fête'.repeat(40)}`);
  });

  it('holds one event per festival, each with its own UID, between one calendar header and footer', () => {
    const glastonbury = findFestivalById(3) as Festival;
    const lines = contentLines(calendarFile([tomorrowland, glastonbury], origin, '2026-11-21'));
    expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('PRODID:'))).toHaveLength(1);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2);
    const uids = lines.filter((line) => line.startsWith('UID:'));
    expect(new Set(uids).size).toBe(2);
    expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toEqual(['SUMMARY:Tomorrowland', `SUMMARY:${glastonbury.name}`]);
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
    expect(contentLines(calendarFile([{ ...tomorrowland, days: 1 }], origin, '2026-11-21'))).toContain('DTEND;VALUE=DATE:20270717');
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

describe('calendarFile read by an iCalendar parser', () => {
  it('parses for every festival alone and for all of them together, one event each', () => {
    for (const festival of festivals) {
      const [event, ...others] = parsed(calendarFile([festival], origin, '2026-11-21')).getAllSubcomponents('vevent');
      expect(others).toEqual([]);
      expect(event?.getFirstPropertyValue('summary')).toBe(festival.name);
      expect(event?.getFirstPropertyValue('description')).toContain(festival.description);
      expect(String(event?.getFirstPropertyValue('dtstart'))).toBe(festival.date);
    }
    const all = parsed(calendarFile(festivals, origin, '2026-11-21')).getAllSubcomponents('vevent');
    expect(all.map((event) => event.getFirstPropertyValue('summary'))).toEqual(festivals.map((festival) => festival.name));
  });

  it('reminds a week before to pack, with the checklist link, and a day before', () => {
    const [event] = parsed(calendarFile([tomorrowland], origin, '2026-11-21')).getAllSubcomponents('vevent');
    expect(event && alarmsOf(event)).toEqual([
      { action: 'DISPLAY', trigger: '-P1W', description: 'Pack for Tomorrowland: https://festivalcompass.example/gear-checklists' },
      { action: 'DISPLAY', trigger: '-P1D', description: 'Tomorrowland starts tomorrow' },
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
    const festival: Festival = { ...tomorrowland, name: awkward, description: awkward };
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
