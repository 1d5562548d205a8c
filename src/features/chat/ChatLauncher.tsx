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
        <span aria-hidden="true">💬</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <ChatDialog actorRef={actorRef} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
