import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { cookieBannerMachine } from '#machines/cookieBanner.machine';
import { inspect } from '#src/lib/inspector';
import { paths } from '#src/lib/paths';
import { readString, remove, storageKeys, writeString } from '#src/lib/storage';
import { COOKIE_BAR_HEIGHT } from '#src/styles/bottomDock';
import { Button } from '#src/ui/Button';
import * as styles from './CookieBanner.css';

/** Consent is the string 'true'; anything else under the key is corrupt and removed. */
function hasStoredConsent(): boolean {
  const value = readString(storageKeys.cookieConsent);
  if (value === 'true') return true;
  if (value !== undefined) remove(storageKeys.cookieConsent);
  return false;
}

/**
 * While the bar shows, the root element carries its height, so the toasts and the page's scroll
 * padding keep clear of it (src/styles/bottomDock.ts).
 */
function publishHeight(bar: HTMLElement) {
  const root = document.documentElement;
  const observer = new ResizeObserver(() => root.style.setProperty(COOKIE_BAR_HEIGHT, `${bar.offsetHeight}px`));
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty(COOKIE_BAR_HEIGHT);
  };
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
    <section ref={publishHeight} aria-label="Cookie consent" className={styles.banner}>
      <p className={styles.text}>We save your choices in this browser.</p>
      <Link className={styles.text} href={paths.legalSection('cookie-policy')}>
        Cookie Policy
      </Link>
      <Button onClick={() => send({ type: 'ACCEPT' })}>Accept & Close</Button>
    </section>
  );
}
