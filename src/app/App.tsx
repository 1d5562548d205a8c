import type { ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';
import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './layout/Layout';
import { notFoundPage, routes } from './routes';

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
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} component={route.page as ComponentType} />
          ))}
          <Route component={notFoundPage} />
        </Switch>
      </Layout>
    </ErrorBoundary>
  );
}
