import { addDays, format, parseISO } from 'date-fns';
import type { Festival } from '#content/schemas';

type Span = Pick<Festival, 'date' | 'days'>;

/** The festival's last day: its first day and `days - 1` more. */
export function lastDay(festival: Span): Date {
  return addDays(parseISO(festival.date), festival.days - 1);
}

/** A day as `<time>` carries it: yyyy-MM-dd, and the words a reader sees. */
export type DayText = { iso: string; text: string };

const dayText = (day: Date, pattern: string): DayText => ({ iso: format(day, 'yyyy-MM-dd'), text: format(day, pattern) });

/**
 * The festival's days in long form, the year said once: 'June 23rd – 27th, 2027',
 * 'July 30th – August 1st, 2027', 'December 30th, 2027 – January 2nd, 2028', or for a single day
 * 'July 16th, 2027' alone.
 */
export function festivalDays(festival: Span): { first: DayText; last?: DayText } {
  const first = parseISO(festival.date);
  const last = lastDay(festival);
  if (festival.days === 1) return { first: dayText(first, 'PPP') };
  if (first.getFullYear() !== last.getFullYear()) return { first: dayText(first, 'PPP'), last: dayText(last, 'PPP') };
  if (first.getMonth() !== last.getMonth()) return { first: dayText(first, 'MMMM do'), last: dayText(last, 'PPP') };
  return { first: dayText(first, 'MMMM do'), last: dayText(last, 'do, yyyy') };
}
