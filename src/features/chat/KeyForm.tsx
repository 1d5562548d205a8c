import { type RefObject, useEffect, useState } from 'react';
import { site } from '#content/site';
import { env } from '#src/lib/env';
import { Button } from '#src/ui/Button';
import { ExternalLink } from '#src/ui/ExternalLink';
import { SafeForm } from '#src/ui/SafeForm';
import { FieldInput, FieldLabel } from '#src/ui/TextField';
import * as styles from './ChatDialog.css';

type Props = { inputRef: RefObject<HTMLInputElement | null>; onSubmit: (key: string) => void };

const { keyPrefix } = site.perplexity;

/** A key typed so far that cannot become one of Perplexity's: it does not start, nor begin to start, with the prefix. */
const looksWrong = (key: string) => key !== '' && !key.startsWith(keyPrefix) && !keyPrefix.startsWith(key);

/**
 * Asks for the visitor's own Perplexity key; 'Set Key' stays disabled until one is typed. A key
 * that does not start as Perplexity's do gets a warning, not a refusal. In demo mode it says which
 * key to type.
 */
export function KeyForm({ inputRef, onSubmit }: Props) {
  const [key, setKey] = useState('');
  const warning = looksWrong(key.trim()) ? `${site.perplexity.name} keys start with ${keyPrefix}: check that you copied the whole key.` : '';
  useEffect(() => {
    inputRef.current?.focus();
  }, [inputRef]);
  return (
    <SafeForm
      className={styles.form}
      onSubmit={() => {
        onSubmit(key);
      }}
    >
      <FieldLabel htmlFor="chat-api-key">{site.perplexity.name} API Key</FieldLabel>
      <div className={styles.formRow}>
        <FieldInput
          ref={inputRef}
          id="chat-api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={`${site.perplexity.name} API Key`}
          value={key}
          aria-describedby={warning ? 'chat-api-key-warning' : undefined}
          onChange={(event) => setKey(event.target.value)}
        />
        <Button type="submit" disabled={key.trim() === ''} className={styles.setKey}>
          Set Key
        </Button>
      </div>
      <p id="chat-api-key-warning" role="status" className={styles.keyWarning}>
        {warning}
      </p>
      {env.isDemo ? <p className={styles.demoKey}>In the demo, type any key that starts with {keyPrefix}, such as {keyPrefix}demo.</p> : null}
      <span className={styles.helpLink}>
        Your key needs Agent API access.{' '}
        <ExternalLink href={site.perplexity.docsUrl}>How to get an API key?</ExternalLink>
      </span>
    </SafeForm>
  );
}
