import { useEffect, useRef } from 'react';
import type { ChatMessage } from '#machines/chat.machine';
import { Spinner } from '#src/ui/Spinner';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import { BotIcon } from './BotIcon';
import * as styles from './ChatDialog.css';

type Props = { messages: readonly ChatMessage[]; busy: boolean };

/**
 * The conversation, announced as it grows (role log). Replies are text: React escapes them, so
 * markup in a reply is shown, never run. Scrolls to the newest message after every change
 * (smoothly, unless the visitor asks for reduced motion: see the stylesheet).
 */
export function MessageList({ messages, busy }: Props) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, busy]);
  return (
    // A keyboard visitor must be able to focus the log to scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={log} role="log" aria-label="Conversation" tabIndex={0} className={styles.log}>
      {messages.map((message, index) =>
        message.role === 'user' ? (
          <p key={index} className={styles.userMessage}>
            <VisuallyHidden>You: </VisuallyHidden>
            {message.content}
          </p>
        ) : (
          <div key={index} className={styles.botRow}>
            <BotIcon className={styles.botIcon} />
            <p className={message.kind === 'error' ? styles.botError : styles.botMessage}>
              <VisuallyHidden>Assistant: </VisuallyHidden>
              {message.content}
            </p>
          </div>
        ),
      )}
      {busy ? (
        <div className={styles.botRow}>
          <BotIcon className={styles.botIcon} />
          <p className={styles.botMessage}>
            <Spinner label="The assistant is typing…" />
          </p>
        </div>
      ) : null}
    </div>
  );
}
