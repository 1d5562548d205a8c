import { lazy } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AfterHydration } from './AfterHydration';

function Page() {
  return (
    <>
      <h1>Festival</h1>
      <AfterHydration>
        <p>Client only</p>
      </AfterHydration>
    </>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  container?.remove();
  vi.restoreAllMocks();
});

describe('AfterHydration', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(<Page />)).toBe('<h1>Festival</h1>');
  });

  it('shows its children once the prerendered page is hydrated, without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const recoverable = vi.fn();
    root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    await vi.waitFor(() => expect(container?.textContent).toBe('FestivalClient only'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders lazy children at once in a client render', async () => {
    const Late = lazy(() => Promise.resolve({ default: () => <p>Loaded later</p> }));
    const screen = await render(
      <AfterHydration>
        <Late />
      </AfterHydration>,
    );
    await expect.element(screen.getByText('Loaded later')).toBeVisible();
  });
});
