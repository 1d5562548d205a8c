import { useMemo } from 'react';
import { site } from '#content/site';
import type { Festival } from '#content/schemas';
import { button } from '#src/ui/Button.css';
import { useToday } from '#src/lib/clock';
import { calendarFileHref, calendarFileName } from './calendarFile';

/** Downloads the festival as an .ics file for the visitor's own calendar app. */
export function CalendarFileLink({ festival }: { festival: Festival }) {
  const today = useToday();
  const href = useMemo(() => calendarFileHref([festival], site.origin, today), [festival, today]);
  return (
    <a href={href} download={calendarFileName(festival)} className={button.ghost}>
      Add to calendar
    </a>
  );
}
