import { Suspense, useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useLocation } from 'wouter';
import { ChatLauncher } from '../../features/chat/ChatLauncher';
import { CookieBanner } from '../../features/cookie-banner/CookieBanner';
import { ErrorBoundary } from '../ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './Layout.css';
import { useDocumentHead } from './useDocumentHead';
import { useScrollOnNavigate } from './useScrollOnNavigate';

/** The shared layout: skip link, header, the page, footer, cookie banner, chat and toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  useScrollOnNavigate();
  useDocumentHead();
  useEffect(() => {
    // Marks the moment the client owns the page (after hydration); end-to-end tests wait for it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p className={styles.pageLoading}>Loading…</p>}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CookieBanner />
      <ChatLauncher />
      <Toaster position="bottom-right" theme="dark" closeButton containerAriaLabel="Notifications" />
    </>
  );
}
