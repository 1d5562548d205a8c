import { useEffect, useRef } from 'react';
import { Spinner } from '../../ui/Spinner';
import * as styles from './ChatDialog.css';

type Props = { onClose: () => void; onOpenChange: (open: boolean) => void };

/**
 * What a press of the launcher shows at once when the assistant's code has not arrived yet: the
 * dialog's own frame and title, busy, with focus inside. The assistant's dialog replaces it as soon
 * as its code has loaded. Escape or the close button dismiss it, as they do the dialog.
 */
export function ChatFrame({ onClose, onOpenChange }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    frame.current?.focus();
  }, []);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  useEffect(() => {
    onOpenChange(true);
    return () => onOpenChange(false);
  }, [onOpenChange]);
  return (
    <>
      <div className={`${styles.backdrop} ${styles.frameBackdrop}`} />
      <div
        ref={frame}
        role="dialog"
        aria-modal="true"
        aria-labelledby="chat-frame-title"
        aria-busy="true"
        tabIndex={-1}
        className={styles.dialog}
      >
        <div className={styles.titleBar}>
          <h1 id="chat-frame-title" className={styles.title}>
            AI Festival Assistant
          </h1>
          <button type="button" className={styles.close} aria-label="Close chat" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className={styles.frameBody}>
          <Spinner label="Loading the assistant…" />
        </div>
      </div>
    </>
  );
}
