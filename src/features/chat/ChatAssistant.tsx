import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { inspect } from '#src/lib/inspector';
import { assistantMachine } from './assistantMachine';
import ChatDialog from './ChatDialog';

type Props = {
  /** How many times the visitor has pressed the launcher: each press opens the assistant. */
  opens: number;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The chat assistant: its machine and its dialog, loaded on the first press of the launcher.
 * Moving to another page closes the dialog, cancelling any request.
 */
export default function ChatAssistant({ opens, onOpenChange, returnFocusTo }: Props) {
  const actorRef = useActorRef(assistantMachine, { inspect });
  const open = useSelector(actorRef, (snapshot) => !snapshot.matches('closed'));
  const [pathname] = useLocation();

  // Declared before the opening effect, so that on mount the assistant closes, then opens.
  useEffect(() => {
    actorRef.send({ type: 'CLOSE' });
  }, [actorRef, pathname]);
  useEffect(() => {
    actorRef.send({ type: 'OPEN' });
  }, [actorRef, opens]);
  // Before paint: the launcher takes its busy frame away in the same frame the dialog shows.
  useLayoutEffect(() => {
    onOpenChange(open);
  }, [onOpenChange, open]);

  return <ChatDialog actorRef={actorRef} returnFocusTo={returnFocusTo} />;
}
