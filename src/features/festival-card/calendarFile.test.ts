import { describe, expect, it } from 'vitest';
import { findFestivalById } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { calendarFile, calendarFileHref, calendarFileName } from './calendarFile';

const origin = 'https://festivalcompass.example';
const tomorrowland = findFestivalById(1) as Festival;

/** Undoes line folding and splits the file into its content lines. */
const contentLines = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('calendarFile', () => {
  const file = calendarFile([tomorrowland], origin, '2026-11-21');

  it('is one all-day event on the festival date', () => {
    const lines = contentLines(file);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270716');
    expect(lines).toContain('DTEND;VALUE=DATE:20270717');
    expect(lines).toContain('DTSTAMP:20261121T000000Z');
    expect(lines).toContain('UID:festival-1-20270716@festivalcompass.example');
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

  it('links the guide when the festival sells no tickets through us', () => {
    const noTickets: Festival = { ...tomorrowland, ticketUrl: undefined };
    expect(contentLines(calendarFile([noTickets], origin, '2026-11-21'))).toContain(
      'URL:https://festivalcompass.example/festival-guides/tomorrowland',
    );
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
