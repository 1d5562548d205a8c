import { Router, useLocation } from 'wouter';
import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from '#src/app/layout/Layout';
import { matchPage } from './matchPage';

type Props = {
  /** The path the HTML was rendered for: on the server, and while hydrating on the client. */
  ssrPath?: string;
  /** Prerendered pages know no query string; hydration starts from none, then reads the real one. */
  ssrSearch?: string;
};

export function App({ ssrPath, ssrSearch }: Props) {
  return (
    <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <AppShell />
    </Router>
  );
}

/** Layout and pages, inside whichever router the caller provides (the browser's, or a test's). */
export function AppShell() {
  return (
    <ErrorBoundary>
      <Layout>
        <Page />
      </Layout>
    </ErrorBoundary>
  );
}

/** The page matchPage finds for the location, with the props its route resolved. */
function Page() {
  const [pathname] = useLocation();
  const { page: Matched, props } = matchPage(pathname);
  return <Matched {...props} />;
}
