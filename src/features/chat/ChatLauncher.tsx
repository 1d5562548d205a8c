import { lazy, Suspense, useRef, useState } from 'react';
import * as styles from './ChatLauncher.css';

const ChatAssistant = lazy(() => import('./ChatAssistant'));

/**
 * The floating round button that opens the chat assistant, on every page. The assistant's code
 * (its machine and dialog) is loaded on the first press.
 */
export function ChatLauncher() {
  const [opens, setOpens] = useState(0);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-label="Open chatbot"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpens((count) => count + 1)}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
          />
        </svg>
      </button>
      {opens > 0 ? (
        <Suspense fallback={null}>
          <ChatAssistant opens={opens} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
