import type { Festival } from '#content/schemas';
import { useStoredSetHas } from '#src/lib/storedSet';
import { useStoredToggle } from '#src/lib/useStoredToggle';
import { Button } from '#src/ui/Button';
import * as styles from './SavedFestivals.css';
import { savedFestivals } from '#src/features/plan/savedFestivals';
import { StarIcon } from './StarIcon';

/**
 * 'Save {festival name}': a toggle button (aria-pressed) that keeps the festival in this browser.
 * It reads 'Save', or 'Saved' while pressed; its name stays 'Save {festival name}', the state
 * being aria-pressed. Before hydration the page's inline script sets it to the stored state
 * (decision 018), and its star and word follow aria-pressed through the stylesheet. It listens to
 * its own festival only: a save re-renders the one button it changed.
 */
export function SaveFestivalButton({ festival }: { festival: Festival }) {
  const saved = useStoredSetHas(savedFestivals, festival.id);
  return (
    <Button
      variant="secondary"
      className={styles.save}
      aria-pressed={saved}
      aria-label={`Save ${festival.name}`}
      {...useStoredToggle(savedFestivals, festival.id)}
      onClick={() => savedFestivals.toggle(festival.id)}
    >
      <StarIcon className={styles.star} filled={saved} />
      <span className={styles.words}>
        <span className={styles.unsavedWord}>Save</span>
        <span className={styles.savedWord}>Saved</span>
      </span>
    </Button>
  );
}
