import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { inspect } from '#src/lib/inspector';
import { assistantMachine } from './assistantMachine';
import ChatDialog from './ChatDialog';

type Props = {
  /** The visitor asked for the assistant (a press of the launcher): it opens. */
  asked: boolean;
  /** Called when the dialog opens or closes (not for the closed dialog it starts with). */
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The chat assistant: its machine and its dialog, loaded on the first press of the launcher. It
 * stays mounted from then on, keeping the conversation. Moving to another page closes the dialog,
 * cancelling any request.
 */
export default function ChatAssistant({ asked, onOpenChange, returnFocusTo }: Props) {
  const actorRef = useActorRef(assistantMachine, { inspect });
  const open = useSelector(actorRef, (snapshot) => !snapshot.matches('closed'));
  const [pathname] = useLocation();

  // Declared before the opening effect, so that on mount the assistant closes, then opens.
  useEffect(() => {
    actorRef.send({ type: 'CLOSE' });
  }, [actorRef, pathname]);
  useEffect(() => {
    if (asked) actorRef.send({ type: 'OPEN' });
  }, [actorRef, asked]);
  // Before paint: the launcher takes its busy frame away in the same frame the dialog shows.
  const reported = useRef(false);
  useLayoutEffect(() => {
    if (open === reported.current) return;
    reported.current = open;
    onOpenChange(open);
  }, [onOpenChange, open]);

  return <ChatDialog actorRef={actorRef} returnFocusTo={returnFocusTo} />;
}
