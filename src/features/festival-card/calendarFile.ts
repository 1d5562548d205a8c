import { addDays, format, parseISO } from 'date-fns';
import type { Festival } from '#content/schemas';
import { site } from '#content/site';
import { paths } from '#src/lib/paths';
import { dateRanges } from './festivalDays';

const CRLF = '\r\n';
/** iCalendar lines are folded after 75 octets (RFC 5545, 3.1). */
const MAX_LINE_OCTETS = 75;

/** Escapes a TEXT value (RFC 5545, 3.3.11); any line break (CRLF, LF or a lone CR) becomes `\n`. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** The UTF-8 length of one character (one code point). */
function octets(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/**
 * Splits a content line into pieces of at most 75 octets, never inside a character. It counts
 * octets as it goes rather than encoding each growing piece again: a card builds its file in the
 * press that opens it.
 */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let size = 0;
  for (const character of line) {
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    const length = octets(character);
    if (size + length > limit) {
      pieces.push(piece);
      piece = '';
      size = 0;
    }
    piece += character;
    size += length;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

const icsDate = (day: Date) => format(day, 'yyyyMMdd');

/** The file name offered for a festival's calendar file, e.g. 'tomorrowland.ics'. */
export function calendarFileName(festival: Pick<Festival, 'slug'>): string {
  return `${festival.slug}.ics`;
}

/**
 * An event's UID: the festival, the year of its edition and, after its first run, the run's
 * number, at the site's own domain. It stays the same whatever host served the file, on whatever
 * day, and when an edition's date is corrected, so a calendar that imports the file again updates
 * each event instead of doubling it.
 */
function eventUid(festival: Festival, run: number): string {
  const edition = `festival-${festival.id}-${festival.date.slice(0, 4)}`;
  return `${run === 0 ? edition : `${edition}-${run + 1}`}@${new URL(site.origin).hostname}`;
}

/**
 * Two reminders at 09:00 on the visitor's own clock: a week before, to pack (with the link of the
 * checklist packed for the festival), and the day before. An all-day event starts at midnight, so
 * each goes off 15 hours before a day's start (RFC 5545, 3.8.6.3).
 */
function alarmLines(name: string, slug: string, origin: string): string[] {
  const checklistUrl = new URL(paths.gearFor(slug), origin).href;
  const alarm = (trigger: string, text: string) => ['BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER;RELATED=START:${trigger}`, `DESCRIPTION:${escapeText(text)}`, 'END:VALARM'];
  return [...alarm('-P6DT15H', `Pack for ${name}: ${checklistUrl}`), ...alarm('-PT15H', `${name} starts tomorrow`)];
}

/**
 * The VEVENT lines of a festival: one all-day event per run (two weekends are two), each over its
 * days (DTEND is exclusive: the day after the last), with its reminders.
 */
function eventLines(festival: Festival, origin: string, today: string): string[] {
  const guideUrl = new URL(paths.guide(festival.slug), origin).href;
  const [lng, lat] = festival.coordinates;
  const description = `${festival.description}\n\nGuide: ${guideUrl}`;
  const ranges = dateRanges(festival);
  return ranges.flatMap(({ from, to }, run) => {
    const name = ranges.length === 1 ? festival.name : `${festival.name} (${run + 1} of ${ranges.length})`;
    return [
      'BEGIN:VEVENT',
      `UID:${eventUid(festival, run)}`,
      `DTSTAMP:${icsDate(parseISO(today))}T000000Z`,
      `DTSTART;VALUE=DATE:${icsDate(parseISO(from))}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(parseISO(to), 1))}`,
      `SUMMARY:${escapeText(name)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `LOCATION:${escapeText(`${festival.location.city}, ${festival.location.country}`)}`,
      `GEO:${lat};${lng}`,
      `URL:${festival.ticketUrl ?? guideUrl}`,
      ...alarmLines(name, festival.slug, origin),
      'END:VEVENT',
    ];
  });
}

/**
 * An iCalendar file (RFC 5545) with the all-day events of each festival, one per run, each with
 * its reminders.
 * `origin` makes the guide links absolute; `today` (yyyy-MM-dd) stamps the file.
 */
export function calendarFile(festivals: readonly Festival[], origin: string, today: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Festival Compass//Festival Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...festivals.flatMap((festival) => eventLines(festival, origin, today)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}

/** A `data:` URL for the festivals' calendar file, for a download link. */
export function calendarFileHref(festivals: readonly Festival[], origin: string, today: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarFile(festivals, origin, today))}`;
}
