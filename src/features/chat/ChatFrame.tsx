import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from '#src/lib/afterNextPaint';
import { LoadFailed } from '#src/ui/LoadFailed';
import { Spinner } from '#src/ui/Spinner';
import * as styles from './ChatDialog.css';

/** The id of the launcher's hidden copy of the frame, which the boot script shows on an early press. */
export const CHAT_FRAME_STAND_IN_ID = 'chat-frame-stand-in';

type MarkupProps = {
  onClose?: () => void;
  /** Set when the assistant's code failed to load: the frame says so and offers 'Try again'. */
  onRetry?: () => void;
};

/** The frame's markup: the dialog's own look and title, busy, waiting for the assistant (or failed). */
function FrameMarkup({ onClose, onRetry }: MarkupProps) {
  return (
    <>
      <div className={`${styles.backdrop} ${styles.frameBackdrop}`} />
      <div role="dialog" aria-modal="true" aria-label="AI Festival Assistant" aria-busy={onRetry ? undefined : true} tabIndex={-1} className={styles.dialog}>
        <div className={styles.titleBar}>
          <h1 className={styles.title}>AI Festival Assistant</h1>
          <button type="button" className={styles.close} aria-label="Close chat" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className={styles.frameBody}>
          {onRetry ? <LoadFailed onRetry={onRetry} /> : <Spinner label="Loading the assistant…" />}
        </div>
      </div>
    </>
  );
}

type Props = { onClose: () => void; onRetry?: () => void };

/**
 * What a press of the launcher shows at once, until the assistant's dialog has opened: the
 * dialog's own frame and title, busy, with focus inside; when the assistant's code failed to load,
 * the failure and 'Try again'. Escape or the close button dismiss it, as they do the dialog.
 */
export function ChatFrame({ onClose, onRetry }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  // Focus follows right after the frame's first paint: moving it sooner makes the browser lay
  // out the page before it can show the frame. A fixed dialog needs no scrolling into view.
  useEffect(() => afterNextPaint(() => frame.current?.querySelector<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true })), []);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  // In the body, outside the page's flow, so showing it lays out little beside itself.
  return createPortal(
    <div ref={frame}>
      <FrameMarkup onClose={onClose} onRetry={onRetry} />
    </div>,
    document.body,
  );
}

/**
 * A hidden copy of the frame in the prerendered page. Before the app has hydrated, a press of the
 * launcher (which names this copy in `data-early-reveals`) makes the boot script show a copy of
 * it at once, until the press is replayed and the app shows the frame or the dialog itself.
 */
export function ChatFrameStandIn() {
  return (
    <div id={CHAT_FRAME_STAND_IN_ID} hidden>
      <FrameMarkup />
    </div>
  );
}
