import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { inspect } from '../../lib/inspector';
import { assistantMachine } from './assistantMachine';
import * as styles from './ChatLauncher.css';

const ChatDialog = lazy(() => import('./ChatDialog'));

/**
 * The floating round button that opens the chat assistant, on every page. The dialog's code is
 * loaded on the first open. Moving to another page closes the dialog, cancelling any request.
 */
export function ChatLauncher() {
  const actorRef = useActorRef(assistantMachine, { inspect });
  const open = useSelector(actorRef, (snapshot) => !snapshot.matches('closed'));
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [pathname] = useLocation();
  useEffect(() => {
    actorRef.send({ type: 'CLOSE' });
  }, [actorRef, pathname]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-label="Open chatbot"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          actorRef.send({ type: 'OPEN' });
        }}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
          />
        </svg>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <ChatDialog actorRef={actorRef} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
