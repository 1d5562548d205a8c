import type { Festival } from '#content/schemas';
import { storedToggle } from '#src/lib/earlyStoredToggles';
import { storageKeys } from '#src/lib/storage';
import { Button } from '#src/ui/Button';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as styles from './SavedFestivals.css';
import { savedFestivals, useSavedFestivalIds } from './savedFestivals';
import { StarIcon } from './StarIcon';

/**
 * 'Save {festival name}': a toggle button (aria-pressed) that keeps the festival in this browser.
 * Before hydration the page's inline script sets it to the stored state (decision 018), and its
 * star follows aria-pressed through the stylesheet.
 */
export function SaveFestivalButton({ festival }: { festival: Festival }) {
  const saved = useSavedFestivalIds().includes(festival.id);
  return (
    <Button
      variant="secondary"
      className={styles.save}
      aria-pressed={saved}
      {...storedToggle(storageKeys.savedFestivals, festival.id)}
      onClick={() => savedFestivals.toggle(festival.id)}
    >
      <StarIcon className={styles.star} filled={saved} />
      Save<VisuallyHidden> {festival.name}</VisuallyHidden>
    </Button>
  );
}
