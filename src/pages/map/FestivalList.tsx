import { format, parseISO } from 'date-fns';
import { festivals } from '../../../content/festivals';
import * as styles from './MapPage.css';

type Props = {
  /** Without a map there is nothing to select: the list is then for reading only. */
  selectable: boolean;
  onSelect: (id: number) => void;
};

/** Every festival on the map, in date order; choosing one does what clicking its marker does. */
export function FestivalList({ selectable, onSelect }: Props) {
  return (
    <section aria-labelledby="festival-list-heading" className={styles.listPanel}>
      <h2 id="festival-list-heading" className={styles.listHeading}>
        Festivals on the Map
      </h2>
      {/* Only a list of buttons scrolls: keyboard visitors scroll it by moving between them. */}
      <div className={selectable ? styles.listScroller : styles.listFrame}>
        <ul className={styles.list}>
          {festivals.map((festival) => (
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
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
