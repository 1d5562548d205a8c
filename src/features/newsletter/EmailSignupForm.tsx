import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { site } from '#content/site';
import { useAppForm } from '#src/ui/form/appForm';
import { emailRule } from '#src/lib/emailRule';
import * as styles from './EmailSignupForm.css';
import { recordSignup, type SignupOutcome } from './recordSignup';
import type { EmailSignup } from './signups';

const emailSchema = emailRule('Please enter a valid email address.');

export const signupsNotConfiguredMessage = 'Sign-ups are not available yet: this site has no sign-up service configured.';

/** What the visitor is told when the address was not recorded; the address stays in the field. */
const notRecorded: Record<Exclude<SignupOutcome, 'recorded'>, () => void> = {
  failed: () => void toast.error('Sign-up failed', { description: 'Your address was not saved. Check your connection and try again.' }),
  unavailable: () => void toast.error(signupsNotConfiguredMessage),
};

/**
 * An email sign-up: validated on submit, re-validated on every change after that. A valid
 * address is recorded with the list's source (`recordSignup`); the button shows it is busy until
 * the service answers. On the list (a repeat included), the visitor gets the list's toast and an
 * empty field; otherwise a toast says the sign-up did not go through and the address stays.
 */
export function EmailSignupForm({ id, formLabel, fieldLabel, submitLabel, source, layout, success }: EmailSignup) {
  const [sending, setSending] = useState(false);
  // The button stays pressable while busy (it keeps focus), so a second submit is ignored here.
  const inFlight = useRef(false);
  const form = useAppForm({
    formId: id,
    defaultValues: { email: '' },
    onSubmit: async ({ value, formApi }) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      const outcome = await recordSignup(value.email, source);
      inFlight.current = false;
      setSending(false);
      if (outcome !== 'recorded') {
        notRecorded[outcome]();
        return;
      }
      toast.success(success.title, { description: success.description });
      formApi.reset();
    },
  });

  return (
    <form.AppForm>
      <form.Form aria-label={formLabel} className={styles.form[layout]}>
        <form.AppField name="email" validators={{ onDynamic: emailSchema }}>
          {(field) => (
            <field.TextField label={fieldLabel} type="email" autoComplete="email" placeholder={site.emailPlaceholder} className={styles.field[layout]} />
          )}
        </form.AppField>
        <form.SubmitButton
          className={styles.submit[layout]}
          variant={layout === 'footer' ? 'secondary' : 'primary'}
          busy={sending}
          pending={sending}
          pendingLabel="Signing up…"
        >
          {submitLabel}
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
