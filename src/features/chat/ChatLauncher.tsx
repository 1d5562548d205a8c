import * as styles from './ChatLauncher.css';

/** The floating round button that opens the chat assistant, on every page. */
export function ChatLauncher() {
  return (
    <button type="button" className={styles.launcher} aria-label="Open chatbot">
      <span aria-hidden="true">💬</span>
    </button>
  );
}
