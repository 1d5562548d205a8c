import { Radio, RadioGroup, RadioProvider } from '@ariakit/react';
import type { Role } from '#machines/auth.machine';
import { firstError } from '#src/ui/form/fieldInputProps';
import { fieldId, useFieldContext } from '#src/ui/form/formContexts';
import * as styles from './RoleField.css';

const options: { value: Role; label: string }[] = [
  { value: 'teenager', label: 'Teenager' },
  { value: 'parent', label: 'Parent' },
];

const isRole = (value: unknown): value is Role => options.some((option) => option.value === value);

/**
 * 'I am a...': the kind of account, teenager or parent, as the field of the surrounding
 * `form.AppField`. The radios keep their shared `name`, which groups them natively; a role is
 * nothing to hide, and the form never submits natively anyway.
 */
export function RoleField() {
  const field = useFieldContext<Role>();
  const id = fieldId(field.form.formId, field.name);
  const error = firstError(field);
  return (
    <div className={styles.field}>
      <p id={`${id}-label`} className={styles.label}>
        I am a...
      </p>
      <RadioProvider value={field.state.value} setValue={(next) => isRole(next) && field.handleChange(next)}>
        <RadioGroup
          className={styles.options}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <Radio value={option.value} name="role" className={styles.radio} />
              {option.label}
            </label>
          ))}
        </RadioGroup>
      </RadioProvider>
      <p id={`${id}-error`} className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
