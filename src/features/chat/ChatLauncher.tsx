import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '#src/lib/whenIdle';
import { CHAT_FRAME_STAND_IN_ID, ChatFrame, ChatFrameStandIn } from './ChatFrame';
import * as styles from './ChatLauncher.css';
import { LazyChatAssistant } from './LazyChatAssistant';

const prefetch = () => void LazyChatAssistant.preload();

/**
 * A User Timing mark set when the idle prefetch starts: the benchmark counts the code fetched from
 * then on apart from what the page itself needs.
 */
const IDLE_PREFETCH_MARK = 'chat-assistant-idle-prefetch';

function prefetchWhenIdle() {
  performance.mark(IDLE_PREFETCH_MARK);
  prefetch();
}

/**
 * The floating round button that opens the chat assistant, on every page. The assistant's code
 * (its machine and dialog) is fetched once the page has hydrated and the browser is idle, or as
 * soon as a pointer or focus reaches the button.
 *
 * A press shows the dialog's frame at once (busy), and the assistant's dialog takes its place as
 * soon as it is ready: at once on a settled page (the dialog renders in a transition, after the
 * frame has painted), or when its code arrives. A press made before the page has even hydrated
 * shows a copy of that frame (decision 008).
 */
export function ChatLauncher() {
  const [opens, setOpens] = useState(0);
  const [open, setOpen] = useState(false);
  /** A press is waiting for the assistant's dialog to open. */
  const [waiting, setWaiting] = useState(false);
  /** The assistant has rendered once: it keeps the conversation from then on. */
  const [assistantMounted, setAssistantMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(prefetchWhenIdle), []);
  const reportOpen = useCallback((isOpen: boolean) => {
    setAssistantMounted(true);
    setOpen(isOpen);
    if (isOpen) setWaiting(false);
  }, []);
  const press = () => {
    setWaiting(true);
    startTransition(() => setOpens((count) => count + 1));
  };
  const closeFrame = () => {
    setWaiting(false);
    // Before the assistant has rendered there is nothing to keep: it is not opened after all.
    if (!assistantMounted) setOpens(0);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-label="Open chatbot"
        aria-haspopup="dialog"
        aria-expanded={open || waiting}
        data-early-reveals={CHAT_FRAME_STAND_IN_ID}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={press}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
          />
        </svg>
      </button>
      <ChatFrameStandIn />
      {waiting && !open ? <ChatFrame onClose={closeFrame} /> : null}
      {opens > 0 ? (
        <Suspense fallback={null}>
          <LazyChatAssistant opens={opens} onOpenChange={reportOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
