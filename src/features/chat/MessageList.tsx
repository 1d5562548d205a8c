import { useRef } from 'react';
import type { ChatMessage } from '#machines/chat.machine';
import { Spinner } from '#src/ui/Spinner';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import { BotIcon } from './BotIcon';
import * as styles from './ChatDialog.css';
import { useStickToEnd } from './useStickToEnd';

type Props = { messages: readonly ChatMessage[]; busy: boolean };

/**
 * The conversation, announced as it grows (role log). Replies are text: React escapes them, so
 * markup in a reply is shown, never run. The newest message stays in view, once laid out, unless
 * the visitor has scrolled up; a question they send brings them back to it (smoothly, unless the
 * visitor asks for reduced motion: see the stylesheet).
 */
export function MessageList({ messages, busy }: Props) {
  const log = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const questions = messages.filter((message) => message.role === 'user').length;
  useStickToEnd(log, content, questions);
  return (
    // A keyboard visitor must be able to focus the log to scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={log} role="log" aria-label="Conversation" tabIndex={0} className={styles.log}>
      <div ref={content} className={styles.logContent}>
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
    </div>
  );
}
