import { MenuGroup, MenuGroupLabel, MenuItem, MenuItemCheckbox, MenuSeparator, useMenuContext } from '@ariakit/react';
import { remove, storageKeys } from '#src/lib/storage';
import * as styles from './AccountEntry.css';

/** What a visitor may ask this device to forget at sign-out, keyed by the menu's `forget` value. */
const forgettable = {
  perplexityApiKey: { key: storageKeys.perplexityApiKey, label: 'Forget my Perplexity API key on this device' },
  pinnedMapLocation: { key: storageKeys.pinnedMapLocation, label: 'Forget my pinned map spot on this device' },
} as const;

type Forgettable = keyof typeof forgettable;

/** The menu's values before anything is ticked: nothing is forgotten unless the visitor asks. */
export const forgetNothing: { forget: Forgettable[] } = { forget: [] };

/**
 * The end of the account menu: two boxes, unticked, to forget the chat key and the pinned spot on
 * this device, then Sign out, which forgets what is ticked and signs out.
 */
export function SignOutItems({ onSignOut }: { onSignOut: () => void }) {
  const menu = useMenuContext();
  const signOut = () => {
    const ticked = menu?.getState().values.forget;
    for (const name of Array.isArray(ticked) ? ticked : []) {
      if (name in forgettable) remove(forgettable[name as Forgettable].key);
    }
    onSignOut();
  };
  return (
    <>
      <MenuSeparator className={styles.menuSeparator} />
      <MenuGroup>
        <MenuGroupLabel className={styles.menuLabel}>When you sign out</MenuGroupLabel>
        {Object.entries(forgettable).map(([name, { label }]) => (
          <MenuItemCheckbox key={name} name="forget" value={name} className={styles.menuItem}>
            <span className={styles.checkMark} aria-hidden="true" />
            {label}
          </MenuItemCheckbox>
        ))}
      </MenuGroup>
      <MenuItem className={styles.menuItem} onClick={signOut}>
        Sign out
      </MenuItem>
    </>
  );
}
