import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { RefObject } from 'react';
import * as styles from './Header.css';
import { NavLinks } from './NavLinks';

type Props = { open: boolean; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> };

/** The side drawer of small screens. Loaded on first open, so pages do not pay for Ariakit's dialog. */
export default function MobileDrawer({ open, onClose, returnFocusTo }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      finalFocus={returnFocusTo}
      className={styles.drawer}
      backdrop={<div className={styles.backdrop} />}
    >
      <div className={styles.drawerTop}>
        <DialogHeading>Menu</DialogHeading>
        <DialogDismiss className={styles.navLink} aria-label="Close menu">
          ✕
        </DialogDismiss>
      </div>
      <nav aria-label="Main menu">
        <NavLinks className={styles.drawerList} onNavigate={onClose} />
      </nav>
    </Dialog>
  );
}
