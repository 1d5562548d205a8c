import type { Festival } from '#content/schemas';
import { Button } from '#src/ui/Button';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as styles from './SavedFestivals.css';
import { savedFestivals, useSavedFestivalIds } from './savedFestivals';
import { StarIcon } from './StarIcon';

/** 'Save {festival name}': a toggle button (aria-pressed) that keeps the festival in this browser. */
export function SaveFestivalButton({ festival }: { festival: Festival }) {
  const saved = useSavedFestivalIds().includes(festival.id);
  return (
    <Button variant="secondary" className={styles.save} aria-pressed={saved} onClick={() => savedFestivals.toggle(festival.id)}>
      <StarIcon className={styles.star} filled={saved} />
      Save<VisuallyHidden> {festival.name}</VisuallyHidden>
    </Button>
  );
}
