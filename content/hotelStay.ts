// Dated hotel links live apart from the other link builders: they need date-fns, and the guide
// titles every page loads use links.ts, so links.ts stays free of it.
import { addDays, format, isValid, parseISO } from 'date-fns';
import { STAY_DEFAULTS, withParams } from './links';

/** Nights booked after the festival's first day. */
const STAY_NIGHTS = 3;

const BOOKING_DATE = 'yyyy-MM-dd';

/**
 * A festival's hotel link with check-in on the festival date and check-out
 * three days later (yyyy-MM-dd), plus the booking defaults.
 * The date is read as a calendar day, so the visitor's time zone never shifts it.
 */
export function hotelStayUrl(bookingUrl: string, festivalDate: string): string {
  const checkin = parseISO(festivalDate);
  if (!isValid(checkin)) throw new RangeError(`Invalid festival date: ${festivalDate}`);
  return withParams(bookingUrl, {
    checkin: format(checkin, BOOKING_DATE),
    checkout: format(addDays(checkin, STAY_NIGHTS), BOOKING_DATE),
    ...STAY_DEFAULTS,
  });
}
