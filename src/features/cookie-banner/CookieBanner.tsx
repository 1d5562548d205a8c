import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromCallback } from 'xstate';
import { cookieBannerMachine, type CookieBannerEvent } from '#machines/cookieBanner.machine';
import { COOKIE_BAR_ATTRIBUTE, CONSENT, hasStoredConsent, publishHeight, whenDue } from '#src/lib/cookieBar';
import { inspect } from '#src/lib/inspector';
import { paths } from '#src/lib/paths';
import { remove, storageKeys, writeString } from '#src/lib/storage';
import { dockedSelector } from '#src/styles/bottomDock';
import { Button } from '#src/ui/Button';
import * as styles from './CookieBanner.css';

/** Consent is the string 'true'; anything else under the key is corrupt and removed. */
function consentStored(): boolean {
  if (hasStoredConsent()) return true;
  remove(storageKeys.cookieConsent);
  return false;
}

const machine = cookieBannerMachine.provide({
  guards: { hasStoredConsent: consentStored },
  actions: { saveConsent: () => void writeString(storageKeys.cookieConsent, CONSENT) },
  actors: { untilDue: fromCallback<CookieBannerEvent>(({ sendBack }) => whenDue(window, () => sendBack({ type: 'DUE' }))) },
});

/** Publishes the bar's height to what keeps clear of it, for as long as the bar is mounted. */
const publishDockHeight = (bar: HTMLElement) => publishHeight(bar, dockedSelector);

/**
 * The cookie banner. Every page prerenders it hidden, and the boot script shows it when
 * it is due (src/lib/cookieBar.ts); this component renders it hidden too until its
 * machine decides, so hydrating it changes nothing on screen. The boot script may have shown it
 * meanwhile: `hidden` is the one attribute that may differ from the server's, and React leaves it.
 */
export function CookieBanner() {
  const [state, send] = useMachine(machine, { inspect });
  if (state.matches('hidden')) return null;
  return (
    <section
      ref={publishDockHeight}
      {...{ [COOKIE_BAR_ATTRIBUTE]: '' }}
      hidden={!state.matches('visible')}
      suppressHydrationWarning
      aria-label="Cookie consent"
      className={styles.banner}
    >
      <p className={styles.text}>We save your choices in this browser.</p>
      <Link className={styles.text} href={paths.legalSection('cookie-policy')}>
        Cookie Policy
      </Link>
      <Button onClick={() => send({ type: 'ACCEPT' })}>Accept & Close</Button>
    </section>
  );
}
