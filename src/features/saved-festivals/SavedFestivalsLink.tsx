import { Link } from 'wouter';
import { paths } from '#src/lib/paths';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as styles from './SavedFestivals.css';
import { useSavedFestivalIds } from '#src/features/plan/savedFestivals';
import { StarIcon } from './StarIcon';

/** In the header: how many festivals are saved, linking to the calendar showing only those. */
export function SavedFestivalsLink() {
  const count = useSavedFestivalIds().length;
  return (
    <Link href={paths.savedFestivals} className={styles.count}>
      <StarIcon className={styles.star} filled={count > 0} />
      {count}
      <VisuallyHidden> saved {count === 1 ? 'festival' : 'festivals'}</VisuallyHidden>
    </Link>
  );
}
