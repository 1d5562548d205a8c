import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ChatLauncher } from '#src/features/chat/ChatLauncher';
import { bottomDock } from '#src/styles/bottomDock';
import { AfterHydration } from '#src/ui/AfterHydration';
import { ErrorBoundary } from '../ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './Layout.css';
import { useDocumentHead } from './useDocumentHead';
import { useFocusInView } from './useFocusInView';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { useScrollOnNavigate } from './useScrollOnNavigate';

const CookieBanner = lazy(() => import('#src/features/cookie-banner/CookieBanner'));
// Every toast follows a visitor's action, so the toaster (and sonner) can load after hydration.
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/** Toasts show above the chat launcher and the cookie bar, never over them. */
const toastOffset = { bottom: bottomDock };

/**
 * Marks the moment the client owns the page. It sits inside the page's Suspense boundary, which
 * React hydrates after the layout, so its effect runs once the page itself is interactive.
 * End-to-end tests wait for it.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The shared layout: skip link, header, the page, footer, cookie banner, chat and toasts. */
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
      <AfterHydration>
        <CookieBanner />
      </AfterHydration>
      <ChatLauncher />
      <AfterHydration>
        <Toaster position="bottom-right" offset={toastOffset} mobileOffset={toastOffset} theme="dark" closeButton containerAriaLabel="Notifications" />
      </AfterHydration>
    </>
  );
}
