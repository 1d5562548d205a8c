import { type RefObject, useEffect, useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '#machines/chat.machine';
import { Button } from '#src/ui/Button';
import { focusAfterPaint } from '#src/ui/focusAfterPaint';
import { SafeForm } from '#src/ui/SafeForm';
import { FieldDescription, FieldInput, FieldLabel } from '#src/ui/TextField';
import { visuallyHidden } from '#src/ui/VisuallyHidden.css';
import * as styles from './ChatDialog.css';

type Props = {
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  onSend: (text: string) => void;
  onForgetKey: () => void;
};

/** The counter shows from nine tenths of the limit: near it, and never while a question is short. */
const COUNT_FROM = MAX_MESSAGE_LENGTH * 0.9;

/** How long typing must pause before the count is announced, so it is not read out on every key. */
const COUNT_ANNOUNCE_DELAY_MS = 1_000;

const characters = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'character' : 'characters'}`;

/** What the counter says for a message this long, or nothing far from the limit. */
function countText(length: number): string {
  if (length < COUNT_FROM) return '';
  const left = MAX_MESSAGE_LENGTH - length;
  return left >= 0 ? `${characters(left)} left` : `${characters(-left)} too many`;
}

/**
 * The question field: disabled while a reply is pending, but focusable (accessibleWhenDisabled),
 * so keyboard focus stays in the field instead of falling to the page. Near the
 * length limit a counter shows; past it the text stays as typed and cannot be sent.
 */
export function MessageForm({ inputRef, busy, onSend, onForgetKey }: Props) {
  const [text, setText] = useState('');
  const count = countText(text.length);
  const tooLong = text.length > MAX_MESSAGE_LENGTH;
  const canSend = !busy && text.trim() !== '' && !tooLong;
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(count), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count]);
  useEffect(() => {
    if (!busy) inputRef.current?.focus();
  }, [busy, inputRef]);
  return (
    <SafeForm
      className={styles.form}
      onSubmit={() => {
        if (!canSend) return;
        onSend(text);
        setText('');
        // The send button is disabled while the reply is pending: keep focus in the field, moved
        // there once the question has painted.
        focusAfterPaint(inputRef.current);
      }}
    >
      <FieldLabel htmlFor="chat-message" className={visuallyHidden}>
        Message
      </FieldLabel>
      <div className={styles.formRow}>
        <FieldInput
          ref={inputRef}
          id="chat-message"
          type="text"
          autoComplete="off"
          placeholder="Type a message..."
          value={text}
          disabled={busy}
          accessibleWhenDisabled
          aria-invalid={tooLong || undefined}
          aria-describedby={count ? 'chat-message-count' : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" aria-label="Send message" disabled={!canSend} className={styles.sendButton}>
          <span aria-hidden="true">➤</span>
        </Button>
      </div>
      {count ? (
        <FieldDescription id="chat-message-count" className={tooLong ? styles.countOver : undefined}>
          {count}
        </FieldDescription>
      ) : null}
      <p aria-live="polite" className={visuallyHidden}>
        {announced}
      </p>
      <Button variant="ghost" className={styles.forgetKey} onClick={onForgetKey}>
        Forget key
      </Button>
    </SafeForm>
  );
}
