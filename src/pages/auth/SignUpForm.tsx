import { useForm, useStore } from '@tanstack/react-form';
import type { Role, SignUpDetails } from '../../../machines/auth.machine';
import { fieldInputProps, shownError } from '../../lib/fieldInputProps';
import { AccountEmailField } from './AccountEmailField';
import * as styles from './AuthPage.css';
import { emailSchema, newPasswordSchema, roleSchema } from './authSchemas';
import { focusFirstInvalid } from './focusFirstInvalid';
import { PasswordField } from './PasswordField';
import { RoleField } from './RoleField';
import { SubmitButton } from './SubmitButton';

type Props = {
  busy: boolean;
  pending: boolean;
  onSubmit: (details: SignUpDetails) => void;
};

const fieldIds = { email: 'signup-email', password: 'signup-password' } as const;

/** Email, a new password and the kind of account; validated on submit, re-validated on change. */
export function SignUpForm({ busy, pending, onSubmit }: Props) {
  const form = useForm({
    defaultValues: { email: '', password: '', role: 'teenager' as Role },
    canSubmitWhenInvalid: true,
    onSubmit: ({ value }) => onSubmit(value),
    onSubmitInvalid: ({ formApi }) => focusFirstInvalid(formApi, fieldIds),
  });
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);

  return (
    <form
      aria-labelledby="signup-title"
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
      <form.Field name="password" validators={{ onSubmit: newPasswordSchema, onChange: newPasswordSchema }}>
        {(field) => (
          <PasswordField
            id={fieldIds.password}
            label="Password"
            autoComplete="new-password"
            {...fieldInputProps(field, submitted)}
          />
        )}
      </form.Field>
      <form.Field name="role" validators={{ onSubmit: roleSchema, onChange: roleSchema }}>
        {(field) => (
          <RoleField
            value={field.state.value}
            onChange={field.handleChange}
            error={shownError(field, submitted)}
          />
        )}
      </form.Field>
      <SubmitButton busy={busy} pending={pending} pendingLabel="Creating your account…">
        Create Account
      </SubmitButton>
    </form>
  );
}
