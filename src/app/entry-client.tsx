import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { env } from '#src/lib/env';
import { connectInspector } from '#src/lib/inspector';
import { App } from './App';
import { matchPage } from './matchPage';
import { startServiceWorker } from '#src/app/offline/startServiceWorker';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');

  await connectInspector(location.search);
  if (import.meta.env.DEV && env.isDemo) {
    const { startDemoMode } = await import('#mocks/demo');
    await startDemoMode();
  }

  const match = matchPage(location.pathname);
  await match.page.preload();

  // Prerendered HTML records the route it was rendered for; hydrate only when it is this page's.
  if (container.dataset.route === match.key) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page; early events wait in the capture queue meanwhile.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App ssrPath={location.pathname} ssrSearch="" />
        </StrictMode>,
        // React recovered by rendering on the client: a mismatch, or an island whose code failed to load.
        { onRecoverableError: (error) => console.error('Recovered while hydrating', error) },
      );
    });
  } else {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
  startServiceWorker();
}

void start();
