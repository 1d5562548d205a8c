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

/** Loaded after the page hydrates (it is never prerendered), so the default export is the banner. */
export default function CookieBanner() {
  const [state, send] = useMachine(machine, { inspect });
  if (!state.matches('visible')) return null;
  return (
    <section aria-label="Cookie consent" className={styles.banner}>
      <p className={styles.text}>We save your choices in this browser.</p>
      <Link className={styles.text} href={paths.legalSection('cookie-policy')}>
        Cookie Policy
      </Link>
      <Button onClick={() => send({ type: 'ACCEPT' })}>Accept & Close</Button>
    </section>
  );
}
