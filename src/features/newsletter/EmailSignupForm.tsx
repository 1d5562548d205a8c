import { useForm, useStore } from '@tanstack/react-form';
import { toast } from 'sonner';
import { Button } from '../../ui/Button';
import { fieldInputProps } from '../../lib/fieldInputProps';
import { TextField } from '../../ui/TextField';
import * as styles from './EmailSignupForm.css';
import { emailSchema } from './emailSchema';

type Props = {
  /** Unique on the page; the field's id is derived from it. */
  id: string;
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  /** Prefix of the local console line that records a sign-up. */
  logLabel: string;
  success: { title: string; description: string };
};

/**
 * An email sign-up: validated on submit, re-validated on every change after that. A valid
 * address is only logged locally; the visitor gets a toast and an empty field.
 */
export function EmailSignupForm({ id, formLabel, submitLabel, logLabel, success }: Props) {
  const fieldId = `${id}-email`;
  const form = useForm({
    defaultValues: { email: '' },
    onSubmit: ({ value, formApi }) => {
      console.info(logLabel, value.email);
      toast.success(success.title, { description: success.description });
      formApi.reset();
    },
    onSubmitInvalid: () => document.getElementById(fieldId)?.focus(),
  });
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);

  return (
    <form
      aria-label={formLabel}
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="email" validators={{ onSubmit: emailSchema, onChange: emailSchema }}>
        {(field) => (
          <TextField
            id={fieldId}
            label="Email address"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className={styles.field}
            {...fieldInputProps(field, submitted)}
          />
        )}
      </form.Field>
      <Button type="submit" className={styles.submit}>
        {submitLabel}
      </Button>
    </form>
  );
}
