import { type RefObject, useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { SafeForm } from '../../ui/SafeForm';
import * as field from '../../ui/TextField.css';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import * as styles from './ChatDialog.css';

type Props = {
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  onSend: (text: string) => void;
  onForgetKey: () => void;
};

/**
 * The question field: disabled while a reply is pending (read-only and aria-disabled rather than
 * `disabled`, so keyboard focus stays in the field instead of falling to the page).
 */
export function MessageForm({ inputRef, busy, onSend, onForgetKey }: Props) {
  const [text, setText] = useState('');
  const canSend = !busy && text.trim() !== '';
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
        // The send button is disabled while the reply is pending: keep focus in the field.
        inputRef.current?.focus();
      }}
    >
      <label htmlFor="chat-message" className={visuallyHidden}>
        Message
      </label>
      <div className={styles.formRow}>
        <input
          ref={inputRef}
          id="chat-message"
          type="text"
          autoComplete="off"
          placeholder="Type a message..."
          className={field.input}
          value={text}
          readOnly={busy}
          aria-disabled={busy || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" aria-label="Send message" disabled={!canSend} className={styles.sendButton}>
          <span aria-hidden="true">➤</span>
        </Button>
      </div>
      <Button variant="ghost" className={styles.forgetKey} onClick={onForgetKey}>
        Forget key
      </Button>
    </SafeForm>
  );
}
