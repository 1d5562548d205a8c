import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import { useSelector } from '@xstate/react';
import { type RefObject, useRef } from 'react';
import { env } from '#src/lib/env';
import { useOnline } from '#src/lib/useOnline';
import type { AssistantActorRef } from './assistantMachine';
import * as styles from './ChatDialog.css';
import { KeyForm } from './KeyForm';
import { MessageForm } from './MessageForm';
import { MessageList } from './MessageList';

type Props = {
  actorRef: AssistantActorRef;
  /** The launcher says the assistant is open. */
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The chat assistant's dialog, open when the launcher says so (closing it asks the launcher), its
 * content bound to the chat machine. Loaded on first open. The dialog itself follows only whether
 * it is open: each message, the busy state and the key's state re-render only the log and the
 * form that show them.
 */
export default function ChatDialog({ actorRef, open, onClose, returnFocusTo }: Props) {
  const field = useRef<HTMLInputElement>(null);
  const online = useOnline();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      initialFocus={field}
      finalFocus={returnFocusTo}
      unmountOnHide
      className={styles.dialog}
      backdrop={<div className={styles.backdrop} />}
    >
      <div className={styles.titleBar}>
        <DialogHeading className={styles.title}>AI Festival Assistant</DialogHeading>
        <DialogDismiss className={styles.close} aria-label="Close chat">
          <span aria-hidden="true">✕</span>
        </DialogDismiss>
      </div>
      {env.isDemo ? (
        <DialogDescription className={styles.demoNote}>Demo mode: Perplexity is simulated, and the answers only quote this page.</DialogDescription>
      ) : null}
      <Conversation actorRef={actorRef} />
      {online ? null : (
        <p role="status" className={styles.offline}>
          The assistant needs a connection. You are offline: reconnect to ask a question.
        </p>
      )}
      {/* Hidden rather than removed while offline, so that what was typed is still there after. */}
      <div hidden={!online}>
        <ChatForm actorRef={actorRef} inputRef={field} />
      </div>
    </Dialog>
  );
}

/** The conversation, re-rendered as messages come and go. */
function Conversation({ actorRef }: { actorRef: AssistantActorRef }) {
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const messages = useSelector(actorRef, (snapshot) => snapshot.context.messages);
  return <MessageList messages={messages} busy={busy} />;
}

/** The key form until a key is set, then the message form. */
function ChatForm({ actorRef, inputRef }: { actorRef: AssistantActorRef; inputRef: RefObject<HTMLInputElement | null> }) {
  const keySet = useSelector(actorRef, (snapshot) => snapshot.matches({ open: 'keySet' }));
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  return keySet ? (
    <MessageForm
      inputRef={inputRef}
      busy={busy}
      onSend={(text) => actorRef.send({ type: 'SEND', text })}
      onForgetKey={() => actorRef.send({ type: 'FORGET_KEY' })}
    />
  ) : (
    <KeyForm inputRef={inputRef} onSubmit={(key) => actorRef.send({ type: 'SUBMIT_KEY', key })} />
  );
}
