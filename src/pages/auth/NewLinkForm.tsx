import { useEffect, useRef } from 'react';
import { site } from '#content/site';
import { useAppForm } from '#src/ui/form/appForm';
import * as styles from './AuthPage.css';
import { emailSchema } from './authSchemas';

type Props = {
  busy: boolean;
  pending: boolean;
  onSubmit: (email: string) => void;
};

/**
 * Shown when a confirmation link has expired or was used: what happened, and a form that sends a
 * new link. Its heading takes focus when it appears, so the news is read first.
 */
export function NewLinkForm({ busy, pending, onSubmit }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useAppForm({
    formId: 'new-link',
    defaultValues: { email: '' },
    onSubmit: ({ value }) => onSubmit(value.email),
  });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby="new-link-title" className={styles.card}>
      <h2 id="new-link-title" ref={heading} tabIndex={-1} className={styles.title}>
        This confirmation link no longer works
      </h2>
      <p className={styles.description}>
        A confirmation link works once, for a limited time. If you have confirmed your address already, log in below; if not, enter it here
        for a new link.
      </p>
      <form.AppForm>
        <form.Form aria-labelledby="new-link-title" className={styles.form}>
          <form.AppField name="email" validators={{ onDynamic: emailSchema }}>
            {(field) => <field.TextField label="Email" type="email" autoComplete="email" placeholder={site.emailPlaceholder} />}
          </form.AppField>
          <form.SubmitButton className={styles.submit} busy={busy} pending={pending} pendingLabel="Sending a new link…">
            Send a new link
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  );
}
