import { useState, type ComponentProps } from 'react';
import { TextField } from './TextField';
import * as styles from './PasswordField.css';

type Props = Omit<ComponentProps<typeof TextField>, 'type'> & { autoComplete: 'current-password' | 'new-password' };

/** A password field that password managers fill, with a toggle that shows what was typed. */
export function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.wrapper}>
      <TextField {...props} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        Show password
      </button>
    </div>
  );
}
