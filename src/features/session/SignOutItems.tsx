import { MenuGroup, MenuGroupLabel, MenuItem, MenuItemCheckbox, MenuSeparator, useMenuContext } from '@ariakit/react';
import type { ReactNode } from 'react';
import { remove, storageKeys } from '#src/lib/storage';
import * as styles from './AccountEntry.css';

/** What a visitor may ask this device to forget at sign-out, keyed by the menu's `forget` value. */
const forgettable = {
  perplexityApiKey: { key: storageKeys.perplexityApiKey, label: 'Forget my Perplexity API key on this device' },
} as const;

type Forgettable = keyof typeof forgettable;

/** The menu's values before anything is ticked: nothing is forgotten unless the visitor asks. */
export const forgetNothing: { forget: string[] } = { forget: [] };

/** What the app adds to signing out (the plan on this device): its items, their starting values, and what it does first. */
export type SignOutAddition = {
  items: ReactNode;
  defaultValues: Record<string, string>;
  beforeSignOut: (values: Record<string, unknown>) => Promise<void>;
};

/**
 * The end of the account menu: a box, unticked, to forget the chat key on this device, the
 * addition's choices, then Sign out, which does what they ask and signs out.
 */
export function SignOutItems({ onSignOut, addition }: { onSignOut: () => void; addition?: SignOutAddition }) {
  const menu = useMenuContext();
  const signOut = async () => {
    const values = menu?.getState().values ?? {};
    const ticked = values.forget;
    for (const name of Array.isArray(ticked) ? ticked : []) {
      if (name in forgettable) remove(forgettable[name as Forgettable].key);
    }
    await addition?.beforeSignOut(values);
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
        {addition?.items}
      </MenuGroup>
      <MenuItem className={styles.menuItem} onClick={() => void signOut()}>
        Sign out
      </MenuItem>
    </>
  );
}
