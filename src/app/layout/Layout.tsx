import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ChatLauncher } from '#src/features/chat/ChatLauncher';
import { CookieBannerIsland } from '#src/features/cookie-banner/CookieBannerIsland';
import { useSignedInUserId } from '#src/features/session/storedSession';
import { bottomDock } from '#src/styles/bottomDock';
import { lazyComponent } from '#src/lib/lazyComponent';
import { AfterHydration } from '#src/ui/AfterHydration';
import { RetryBoundary } from '#src/ui/RetryBoundary';
import { ErrorBoundary } from '#src/app/ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './Layout.css';
import { useDocumentHead } from './useDocumentHead';
import { useFocusInView } from './useFocusInView';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { useScrollOnNavigate } from './useScrollOnNavigate';

/** The sync of a signed-in visitor's plan: its code loads only after sign-in. */
const PlanSync = lazyComponent(() => import('#src/features/plan/PlanSync'));
// Every toast follows a visitor's action, so the toaster (and sonner) can load after hydration.
const Toaster = lazyComponent(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/**
 * Toasts show above the chat launcher and the cookie bar, never over them, and one above another:
 * stacked, only the newest could be read or pressed on a phone, which has no hover to spread them.
 */
const toastOffset = { bottom: bottomDock };

/**
 * Marks the moment the client owns the page. It sits inside the page's Suspense boundary, which
 * React hydrates after the layout, so its effect runs once the page itself is interactive.
 * The early capture replays the presses it held from then on, and end-to-end tests wait for it.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Runs the plan's sync once, for as long as a visitor is signed in, whatever the page and whether or not a menu is open. */
function PlanSyncWhileSignedIn() {
  const userId = useSignedInUserId();
  if (!userId) return null;
  return (
    <RetryBoundary placement="floating" onRetry={() => void PlanSync.preload()}>
      <PlanSync key={userId} userId={userId} />
    </RetryBoundary>
  );
}

/** The shared layout: skip link, header, the page, footer, cookie banner, chat, toasts and the plan's sync. */
export function Layout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const main = useRef<HTMLElement>(null);
  useScrollOnNavigate();
  useFocusOnNavigate(main);
  useFocusInView();
  useDocumentHead();
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      <main ref={main} id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p className={styles.pageLoading}>Loading…</p>}>
            {children}
            <HydrationMark />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CookieBannerIsland />
      <ChatLauncher />
      <AfterHydration>
        <PlanSyncWhileSignedIn />
      </AfterHydration>
      <AfterHydration>
        <RetryBoundary placement="floating" onRetry={() => void Toaster.preload()}>
          <Toaster position="bottom-right" expand offset={toastOffset} mobileOffset={toastOffset} theme="dark" closeButton containerAriaLabel="Notifications" />
        </RetryBoundary>
      </AfterHydration>
    </>
  );
}
