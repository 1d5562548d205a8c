import { useForm, useStore } from '@tanstack/react-form';
import type { LoginCredentials } from '../../../machines/auth.machine';
import { fieldInputProps } from '../../lib/fieldInputProps';
import { AccountEmailField } from './AccountEmailField';
import * as styles from './AuthPage.css';
import { emailSchema, passwordSchema } from './authSchemas';
import { focusFirstInvalid } from './focusFirstInvalid';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

type Props = {
  busy: boolean;
  pending: boolean;
  onSubmit: (credentials: LoginCredentials) => void;
};

const fieldIds = { email: 'login-email', password: 'login-password' } as const;

/** Email and password; validated on submit, re-validated on every change after that. */
export function LoginForm({ busy, pending, onSubmit }: Props) {
  const form = useForm({
    defaultValues: { email: '', password: '' },
    canSubmitWhenInvalid: true,
    onSubmit: ({ value }) => onSubmit(value),
    onSubmitInvalid: ({ formApi }) => focusFirstInvalid(formApi, fieldIds),
  });
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);

  return (
    <form
      aria-labelledby="login-title"
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="email" validators={{ onSubmit: emailSchema, onChange: emailSchema }}>
        {(field) => <AccountEmailField id={fieldIds.email} field={field} submitted={submitted} />}
      </form.Field>
      <form.Field name="password" validators={{ onSubmit: passwordSchema, onChange: passwordSchema }}>
        {(field) => (
          <PasswordField
            id={fieldIds.password}
            label="Password"
            autoComplete="current-password"
            {...fieldInputProps(field, submitted)}
          />
        )}
      </form.Field>
      <SubmitButton busy={busy} pending={pending} pendingLabel="Logging in…">
        Login
      </SubmitButton>
    </form>
  );
}
