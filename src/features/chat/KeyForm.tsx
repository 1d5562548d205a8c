import { type RefObject, useEffect, useState } from 'react';
import { site } from '#content/site';
import { Button } from '#src/ui/Button';
import { ExternalLink } from '#src/ui/ExternalLink';
import { SafeForm } from '#src/ui/SafeForm';
import { FieldInput, FieldLabel } from '#src/ui/TextField';
import * as styles from './ChatDialog.css';

type Props = { inputRef: RefObject<HTMLInputElement | null>; onSubmit: (key: string) => void };

/** Asks for the visitor's own Perplexity key; 'Set Key' stays disabled until one is typed. */
export function KeyForm({ inputRef, onSubmit }: Props) {
  const [key, setKey] = useState('');
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
          onChange={(event) => setKey(event.target.value)}
        />
        <Button type="submit" disabled={key.trim() === ''}>
          Set Key
        </Button>
      </div>
      <span className={styles.helpLink}>
        Your key needs Agent API access.{' '}
        <ExternalLink href={site.perplexity.docsUrl}>How to get an API key?</ExternalLink>
      </span>
    </SafeForm>
  );
}
