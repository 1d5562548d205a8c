import { toast } from 'sonner';
import { site } from '#content/site';
import { useAppForm } from '#src/lib/appForm';
import { emailRule } from '#src/lib/emailRule';
import * as styles from './EmailSignupForm.css';
import type { EmailSignup } from './signups';

const emailSchema = emailRule('Please enter a valid email address.');

/**
 * An email sign-up: validated on submit, re-validated on every change after that. A valid
 * address is only logged locally; the visitor gets a toast and an empty field.
 */
export function EmailSignupForm({ id, formLabel, submitLabel, success }: EmailSignup) {
  const form = useAppForm({
    formId: id,
    defaultValues: { email: '' },
    onSubmit: ({ value, formApi }) => {
      console.info(`${formLabel}:`, value.email);
      toast.success(success.title, { description: success.description });
      formApi.reset();
    },
  });

  return (
    <form.AppForm>
      <form.Form aria-label={formLabel} className={styles.form}>
        <form.AppField name="email" validators={{ onDynamic: emailSchema }}>
          {(field) => (
            <field.TextField label="Email address" type="email" autoComplete="email" placeholder={site.emailPlaceholder} className={styles.field} />
          )}
        </form.AppField>
        <form.SubmitButton className={styles.submit}>{submitLabel}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
