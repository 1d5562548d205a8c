import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import { Link } from 'wouter';
import type { Festival } from '#content/schemas';
import { FestivalDates } from '#src/features/festival-card/FestivalDates';
import { paths } from '#src/lib/paths';
import * as styles from './SeasonGap.css';

type Props = { starts: string; first: readonly Festival[] };

/** Why the calendar is empty for months: the season's break, when the next one starts, and its first festivals. */
export function SeasonGap({ starts, first }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.gap}>
      <h2 id={headingId} className={styles.title}>
        {`The next season starts in ${format(parseISO(starts), 'MMMM yyyy')}`}
      </h2>
      <p className={styles.text}>
        The festivals we follow are big outdoor events that run from spring to early autumn, so no festival falls in the next three months. The first one
        opens on <time dateTime={starts}>{format(parseISO(starts), 'PPP')}</time>.
      </p>
      <ul className={styles.list} aria-label="First festivals of the season">
        {first.map((festival) => (
          <li key={festival.id}>
            <Link href={paths.guide(festival.slug)} className={styles.name}>
              {festival.name}
            </Link>{' '}
            <span className={styles.dates}>
              <FestivalDates festival={festival} /> · {festival.location.city}, {festival.location.country}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
