import { useMemo } from 'react';
import { festivals } from '#content/festivals';
import { site } from '#content/site';
import { calendarFileHref } from '#src/features/festival-card/calendarFile';
import { useToday } from '#src/lib/clock';
import { button } from '#src/ui/Button.css';

/** 'Add saved festivals to calendar': one .ics file with an event per saved festival; none while nothing is saved. */
export function SavedFestivalsFileLink({ savedIds }: { savedIds: readonly number[] }) {
  const today = useToday();
  const href = useMemo(() => {
    const saved = festivals.filter((festival) => savedIds.includes(festival.id));
    return saved.length > 0 ? calendarFileHref(saved, site.origin, today) : undefined;
  }, [savedIds, today]);
  if (!href) return null;
  return (
    <a href={href} download="saved-festivals.ics" className={button.secondary}>
      Add saved festivals to calendar
    </a>
  );
}
