import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { cookieBannerMachine } from '../../../machines/cookieBanner.machine';
import { inspect } from '../../lib/inspector';
import { paths } from '../../lib/paths';
import { readString, remove, storageKeys, writeString } from '../../lib/storage';
import { Button } from '../../ui/Button';
import * as styles from './CookieBanner.css';

/** Consent is the string 'true'; anything else under the key is corrupt and removed. */
function hasStoredConsent(): boolean {
  const value = readString(storageKeys.cookieConsent);
  if (value === 'true') return true;
  if (value !== undefined) remove(storageKeys.cookieConsent);
  return false;
}

const machine = cookieBannerMachine.provide({
  guards: { hasStoredConsent },
  actions: { saveConsent: () => void writeString(storageKeys.cookieConsent, 'true') },
});

export function CookieBanner() {
  const [state, send] = useMachine(machine, { inspect });
  if (!state.matches('visible')) return null;
  return (
    <section aria-label="Cookie consent" className={styles.banner}>
      <p className={styles.text}>
        We use your browser’s local storage to remember your choices, like a pinned map spot. Read our{' '}
        <Link href={paths.legalSection('cookie-policy')}>Cookie Policy</Link>.
      </p>
      <Button onClick={() => send({ type: 'ACCEPT' })}>Accept & Close</Button>
    </section>
  );
}
