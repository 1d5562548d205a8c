import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppShell } from '#src/app/App';

/** Renders the whole app at `path` with an in-memory location, as a visitor would land on it. */
export async function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  const screen = await render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppShell />
    </Router>,
  );
  return { screen, location };
}

/** Renders one component inside an in-memory router. */
export async function renderWithRouter(ui: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  const screen = await render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  );
  return { screen, location };
}
