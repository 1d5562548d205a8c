import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useLazyControl } from '#src/lib/useLazyControl';
import { whenIdle } from '#src/lib/whenIdle';
import { LoadedPart } from '#src/ui/LoadedPart';
import { CHAT_FRAME_STAND_IN_ID, ChatFrame, ChatFrameStandIn } from './ChatFrame';
import * as styles from './ChatLauncher.css';
import { LazyChatAssistant } from './LazyChatAssistant';

/** Fetches the assistant's code ahead of a press; a fetch that fails is made again by the press. */
const prefetch = () => void LazyChatAssistant.preload().catch(() => undefined);

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
 * Whether the assistant is open is the lazy control machine's to say (`useLazyControl`, with a
 * frame): a press shows the dialog's frame at once (busy), and the assistant's dialog takes its
 * place right after the frame has painted, or when its code arrives. When the code fails to
 * arrive, the frame says so and offers 'Try again'. A press made before the page has even
 * hydrated shows a copy of that frame (decision 008). Moving to another page closes the assistant.
 */
export function ChatLauncher() {
  const { state, loaded, open, close, retry } = useLazyControl(LazyChatAssistant, { frame: true });
  const button = useRef<HTMLButtonElement>(null);
  const [pathname] = useLocation();
  useEffect(() => whenIdle(prefetchWhenIdle), []);
  // Moving to another page closes the assistant, cancelling any request.
  useEffect(() => close(), [close, pathname]);
  const closeFrame = useCallback(() => {
    close();
    button.current?.focus();
  }, [close]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-label="Open chatbot"
        aria-haspopup="dialog"
        aria-expanded={state !== 'closed'}
        data-early-reveals={CHAT_FRAME_STAND_IN_ID}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={open}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
          />
        </svg>
      </button>
      <ChatFrameStandIn />
      {state === 'loading' || state === 'frameShown' || state === 'failed' ? (
        <ChatFrame onClose={closeFrame} onRetry={state === 'failed' ? retry : undefined} />
      ) : null}
      <LoadedPart loaded={loaded}>
        <LazyChatAssistant open={state === 'shown'} onClose={close} returnFocusTo={button} />
      </LoadedPart>
    </>
  );
}
