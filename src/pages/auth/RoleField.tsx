import { Radio, RadioGroup, RadioProvider } from '@ariakit/react';
import type { Role } from '../../../machines/auth.machine';
import * as styles from './RoleField.css';

type Props = {
  value: Role;
  onChange: (role: Role) => void;
  error: string | undefined;
};

const options: { value: Role; label: string }[] = [
  { value: 'teenager', label: 'Teenager' },
  { value: 'parent', label: 'Parent' },
];

const isRole = (value: unknown): value is Role => options.some((option) => option.value === value);

/** 'I am a...': the kind of account, teenager or parent. */
export function RoleField({ value, onChange, error }: Props) {
  return (
    <div className={styles.field}>
      <p id="signup-role-label" className={styles.label}>
        I am a...
      </p>
      <RadioProvider value={value} setValue={(next) => isRole(next) && onChange(next)}>
        <RadioGroup
          className={styles.options}
          aria-labelledby="signup-role-label"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'signup-role-error' : undefined}
        >
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <Radio value={option.value} name="role" className={styles.radio} />
              {option.label}
            </label>
          ))}
        </RadioGroup>
      </RadioProvider>
      <p id="signup-role-error" className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
