import { useActorRef } from '@xstate/react';
import { useLayoutEffect, type RefObject } from 'react';
import { inspect } from '#src/lib/inspector';
import { assistantMachine } from './assistantMachine';
import ChatDialog from './ChatDialog';

type Props = {
  /** The launcher says the assistant is open. */
  open: boolean;
  /** The visitor closed the dialog (Escape, the close button, a press outside it). */
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The chat assistant: its machine and its dialog, loaded on the first press of the launcher. It
 * stays mounted from then on, keeping the conversation. The launcher alone decides whether it is
 * open; the chat machine follows, reading the stored key as it opens and cancelling any request
 * as it closes.
 */
export default function ChatAssistant({ open, onClose, returnFocusTo }: Props) {
  const actorRef = useActorRef(assistantMachine, { inspect });
  // Before paint: the dialog's content (the key's state, the conversation) is there as it shows.
  useLayoutEffect(() => {
    actorRef.send({ type: open ? 'OPEN' : 'CLOSE' });
  }, [actorRef, open]);
  return <ChatDialog actorRef={actorRef} open={open} onClose={onClose} returnFocusTo={returnFocusTo} />;
}
