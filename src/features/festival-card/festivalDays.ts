import { addDays, format, parseISO } from 'date-fns';
import type { Festival } from '#content/schemas';

type Span = Pick<Festival, 'date' | 'days'>;
type Runs = Span & Pick<Festival, 'runs'>;

/** The festival's last day: its first day and `days - 1` more. */
export function lastDay(festival: Span): Date {
  return addDays(parseISO(festival.date), festival.days - 1);
}

/** A stretch of days the festival runs, first and last included (yyyy-MM-dd). */
export type DateRange = { from: string; to: string };

/** The stretches the festival runs: its runs (two weekends are two), or its days as one. */
export function dateRanges(festival: Runs): DateRange[] {
  return festival.runs ? [...festival.runs] : [{ from: festival.date, to: format(lastDay(festival), 'yyyy-MM-dd') }];
}

/** Every day the festival runs (yyyy-MM-dd), in order: the days between two weekends are not among them. */
export function runningDays(festival: Runs): string[] {
  const days: string[] = [];
  for (const { from, to } of dateRanges(festival)) {
    const last = parseISO(to);
    for (let day = parseISO(from); day <= last; day = addDays(day, 1)) days.push(format(day, 'yyyy-MM-dd'));
  }
  return days;
}

/** A day as `<time>` carries it: yyyy-MM-dd, and the words a reader sees. */
export type DayText = { iso: string; text: string };

const dayText = (day: Date, pattern: string): DayText => ({ iso: format(day, 'yyyy-MM-dd'), text: format(day, pattern) });

/** One stretch in long form, with its year or without it (when a later stretch says it). */
function rangeText(first: Date, last: Date, withYear: boolean): { first: DayText; last?: DayText } {
  const date = withYear ? 'PPP' : 'MMMM do';
  if (first.getTime() === last.getTime()) return { first: dayText(first, date) };
  if (first.getFullYear() !== last.getFullYear()) return { first: dayText(first, 'PPP'), last: dayText(last, 'PPP') };
  if (first.getMonth() !== last.getMonth()) return { first: dayText(first, 'MMMM do'), last: dayText(last, date) };
  return { first: dayText(first, 'MMMM do'), last: dayText(last, withYear ? 'do, yyyy' : 'do') };
}

/**
 * The festival's days in long form, the year said once: 'June 23rd – 27th, 2027',
 * 'July 30th – August 1st, 2027', 'December 30th, 2027 – January 2nd, 2028', or for a single day
 * 'July 16th, 2027' alone.
 */
export function festivalDays(festival: Span): { first: DayText; last?: DayText } {
  return rangeText(parseISO(festival.date), lastDay(festival), true);
}

/**
 * Each stretch the festival runs in long form, the year said once at the end when they share it:
 * 'July 16th – 18th' and 'July 23rd – 25th, 2027'.
 */
export function festivalRanges(festival: Runs): Array<{ first: DayText; last?: DayText }> {
  const ranges = dateRanges(festival).map(({ from, to }) => [parseISO(from), parseISO(to)] as const);
  const oneYear = new Set(ranges.flat().map((day) => day.getFullYear())).size === 1;
  return ranges.map(([first, last], i) => rangeText(first, last, !oneYear || i === ranges.length - 1));
}
