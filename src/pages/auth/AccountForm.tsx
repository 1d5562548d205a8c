import { site } from '#content/site';
import type { Role, SignUpDetails } from '#machines/auth.machine';
import { useAppForm } from '#src/ui/form/appForm';
import * as styles from './AuthPage.css';
import { emailSchema, newPasswordSchema, passwordSchema, roleSchema } from './authSchemas';
import { RoleField } from './RoleField';

/** What tells the two tabs apart: their words, the password's rule and what password managers offer. */
const kinds = {
  login: {
    title: 'Login',
    description: 'Access your account to see your map.',
    password: { rule: passwordSchema, autoComplete: 'current-password' },
    submit: { label: 'Login', pendingLabel: 'Logging in…' },
  },
  signup: {
    title: 'Sign Up',
    description: 'Create an account to get started.',
    password: { rule: newPasswordSchema, autoComplete: 'new-password' },
    submit: { label: 'Create Account', pendingLabel: 'Creating your account…' },
  },
} as const;

type Props = {
  /** The form's id, from which its heading's and fields' ids derive (`login-title`, `login-email`). */
  kind: keyof typeof kinds;
  busy: boolean;
  pending: boolean;
  /** Login has no role field: its role stays at the default, for the caller to leave out. */
  onSubmit: (details: SignUpDetails) => void;
};

/**
 * One tab of the account card, Login or Sign Up: a heading, a line of text and the form. Both ask
 * for an email and a password; sign-up also asks for the kind of account.
 */
export function AccountForm({ kind, busy, pending, onSubmit }: Props) {
  const { title, description, password, submit } = kinds[kind];
  const titleId = `${kind}-title`;
  const form = useAppForm({
    formId: kind,
    defaultValues: { email: '', password: '', role: 'teenager' as Role },
    onSubmit: ({ value }) => onSubmit(value),
  });

  return (
    <>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.description}>{description}</p>
      <form.AppForm>
        <form.Form aria-labelledby={titleId} className={styles.form}>
          <form.AppField name="email" validators={{ onDynamic: emailSchema }}>
            {(field) => <field.TextField label="Email" type="email" autoComplete="email" placeholder={site.emailPlaceholder} />}
          </form.AppField>
          <form.AppField name="password" validators={{ onDynamic: password.rule }}>
            {(field) => <field.PasswordField label="Password" autoComplete={password.autoComplete} />}
          </form.AppField>
          {kind === 'signup' ? (
            <form.AppField name="role" validators={{ onDynamic: roleSchema }}>
              {() => <RoleField />}
            </form.AppField>
          ) : null}
          <form.SubmitButton className={styles.submit} busy={busy} pending={pending} pendingLabel={submit.pendingLabel}>
            {submit.label}
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </>
  );
}
