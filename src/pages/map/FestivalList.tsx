import { format, parseISO } from 'date-fns';
import { memo } from 'react';
import { Link } from 'wouter';
import { festivals } from '#content/festivals';
import { drivingDirectionsUrl } from '#content/links';
import { paths } from '#src/lib/paths';
import * as styles from './MapPage.css';

type Props = {
  /** Without a map there is nothing to select: the names are then for reading only. */
  selectable: boolean;
  onSelect: (id: number) => void;
};

/**
 * Every festival on the map, in date order, each with its guide and driving directions; choosing
 * one does what clicking its marker does. Memoised: pinning, or choosing a festival, leaves the
 * list as it is and does not render it again.
 */
export const FestivalList = memo(function FestivalList({ selectable, onSelect }: Props) {
  return (
    <section aria-labelledby="festival-list-heading" className={styles.listPanel}>
      <h2 id="festival-list-heading" className={styles.listHeading}>
        Festivals on the Map
      </h2>
      {/* On a phone, the list under a working map scrolls within the map's height; without the map it runs full length. */}
      <div className={selectable ? styles.listScroller : styles.listFrame}>
        <ul className={styles.list}>
          {festivals.map((festival) => {
            const [lng, lat] = festival.coordinates;
            return (
              <li key={festival.id} className={styles.listItem}>
                {selectable ? (
                  <button type="button" className={styles.listButton} onClick={() => onSelect(festival.id)}>
                    {festival.name}
                  </button>
                ) : (
                  <span className={styles.listName}>{festival.name}</span>
                )}
                <span className={styles.listMeta}>
                  {festival.location.city}, {festival.location.country}
                </span>
                <time dateTime={festival.date} className={styles.listMeta}>
                  {format(parseISO(festival.date), 'PPP')}
                </time>
                {/* Named for their festival, so a list of the page's links tells them apart; the name is a
                    label rather than hidden text, so the entry's text names the festival once. 'Directions'
                    (not 'Get Directions') leaves that name to the directions of the pin in the map area. */}
                <span className={styles.listLinks}>
                  <Link
                    href={paths.guide(festival.slug)}
                    aria-label={`Read Guide for ${festival.name}`}
                    className={styles.listLink}
                  >
                    Read Guide
                  </Link>
                  <a
                    href={drivingDirectionsUrl(lat, lng)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Directions to ${festival.name} (opens in a new tab)`}
                    className={styles.listLink}
                  >
                    Directions
                  </a>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
});
