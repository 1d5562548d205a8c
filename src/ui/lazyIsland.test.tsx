import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { startEarlyEventCapture } from '#src/early/capture';
import { lazyIsland } from './lazyIsland';

function Greeting({ name }: { name: string }) {
  return (
    <button type="button" onClick={() => document.body.setAttribute('data-greeted', name)}>
      Hello {name}
    </button>
  );
}

const greetingModule = { default: Greeting };

/** The HTML a server renders for an island: the same tree, loaded eagerly. */
async function serverHtml(name: string) {
  const ServerIsland = lazyIsland(() => Promise.resolve(greetingModule));
  await ServerIsland.preload();
  const { prelude } = await prerender(<ServerIsland name={name} />);
  return new Response(prelude).text();
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/** Server HTML far below the fold, then hydrated on the client. */
async function hydrateBelowTheFold(load: () => Promise<typeof greetingModule>) {
  container = document.createElement('div');
  container.innerHTML = `<div style="height: 4000px"></div><div id="island-root">${await serverHtml('Ada')}</div>`;
  document.body.append(container);
  const Island = lazyIsland(load);
  const islandRoot = container.querySelector<HTMLElement>('#island-root');
  if (!islandRoot) throw new Error('no island root');
  // As the app's entry does: a part that fails while hydrating is rendered afresh, and React says so.
  root = hydrateRoot(islandRoot, <Island name="Ada" />, { onRecoverableError: (error) => console.error('Recovered while hydrating', error) });
  // Lets React commit the hydration and run the island's effects.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return islandRoot;
}

describe('lazyIsland', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    root?.unmount();
    container?.remove();
    root = undefined;
    container = undefined;
    document.body.removeAttribute('data-greeted');
    // Scrolls the test frame's parents back too: the viewport an IntersectionObserver sees is theirs.
    document.documentElement.scrollIntoView({ block: 'start' });
  });

  it('loads and renders its component at once when rendered on the client', async () => {
    const load = vi.fn(() => Promise.resolve(greetingModule));
    const Island = lazyIsland(load);
    const screen = await render(<Island name="Grace" />);
    await expect.element(screen.getByRole('button', { name: 'Hello Grace' })).toBeVisible();
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps the server HTML and loads nothing while the island is far from the viewport', async () => {
    const load = vi.fn(() => Promise.resolve(greetingModule));
    const islandRoot = await hydrateBelowTheFold(load);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(load).not.toHaveBeenCalled();
    expect(islandRoot.textContent).toBe('Hello Ada');
    expect(islandRoot.querySelector('[data-island]')?.getAttribute('data-island')).toBe('waiting');
  });

  it('loads and hydrates when the island scrolls near the viewport', async () => {
    const load = vi.fn(() => Promise.resolve(greetingModule));
    const islandRoot = await hydrateBelowTheFold(load);
    islandRoot.scrollIntoView();
    await vi.waitFor(() => expect(islandRoot.querySelector('[data-island]')?.getAttribute('data-island')).toBe('hydrated'));
    expect(load).toHaveBeenCalledOnce();
    islandRoot.querySelector('button')?.click();
    expect(document.body.getAttribute('data-greeted')).toBe('Ada');
  });

  it('loads when the visitor moves focus into it before it is near', async () => {
    const load = vi.fn(() => Promise.resolve(greetingModule));
    const islandRoot = await hydrateBelowTheFold(load);
    expect(load).not.toHaveBeenCalled();
    islandRoot.querySelector('button')?.focus({ preventScroll: true });
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(islandRoot.querySelector('[data-island]')?.getAttribute('data-island')).toBe('hydrated'));
  });

  it('hydrates every instance of the island once one of them has started loading its code', async () => {
    // The home page holds the newsletter form twice (the section and the footer): reaching one
    // loads the code for both, and both must say so, or the early capture would hold presses
    // aimed at the other for ever.
    const load = vi.fn(() => Promise.resolve(greetingModule));
    container = document.createElement('div');
    container.innerHTML = `<div style="height: 4000px"></div><div id="first">${await serverHtml('Ada')}</div><div style="height: 4000px"></div><div id="second">${await serverHtml('Bob')}</div>`;
    document.body.append(container);
    const Island = lazyIsland(load);
    const [first, second] = ['#first', '#second'].map((selector) => container?.querySelector<HTMLElement>(selector));
    if (!first || !second) throw new Error('no island roots');
    root = hydrateRoot(first, <Island name="Ada" />);
    const secondRoot = hydrateRoot(second, <Island name="Bob" />);
    await new Promise((resolve) => setTimeout(resolve, 100));

    first.querySelector('button')?.focus({ preventScroll: true });
    await vi.waitFor(() => expect(first.querySelector('[data-island]')?.getAttribute('data-island')).toBe('hydrated'));
    await vi.waitFor(() => expect(second.querySelector('[data-island]')?.getAttribute('data-island')).toBe('hydrated'));
    expect(load).toHaveBeenCalledOnce();
    secondRoot.unmount();
  });

  it('loads at once for a click that waits for it, and replays the click once it has hydrated', async () => {
    const capture = startEarlyEventCapture();
    try {
      const load = vi.fn(() => Promise.resolve(greetingModule));
      const islandRoot = await hydrateBelowTheFold(load);
      document.documentElement.dataset.hydrated = 'true';
      expect(load).not.toHaveBeenCalled();
      islandRoot.querySelector('button')?.click();
      expect(document.body.hasAttribute('data-greeted')).toBe(false);
      await vi.waitFor(() => expect(document.body.getAttribute('data-greeted')).toBe('Ada'));
      expect(load).toHaveBeenCalledOnce();
    } finally {
      capture.stop();
      delete document.documentElement.dataset.hydrated;
    }
  });

  describe('when its code fails to load', () => {
    /** A load that fails while the connection is down, as a dropped chunk does. */
    function loadWhile(connection: { up: boolean }) {
      return vi.fn(() => (connection.up ? Promise.resolve(greetingModule) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    }

    it('says so in its place with Try again, and renders once the code arrives', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const connection = { up: false };
      const load = loadWhile(connection);
      const Island = lazyIsland(load);
      const screen = await render(
        <>
          <button type="button">Elsewhere</button>
          <Island name="Grace" />
        </>,
      );
      const alert = screen.getByRole('alert');
      await expect.element(alert).toHaveTextContent("Couldn't load this part of the page. Check your connection and try again.");
      await expect.element(screen.getByRole('button', { name: 'Elsewhere' })).toBeVisible();
      connection.up = true;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect.element(screen.getByRole('button', { name: 'Hello Grace' })).toBeVisible();
      await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    });

    it('says so docked at the bottom of the window when the island asks, for a part that shows there', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const Island = lazyIsland(loadWhile({ up: false }), { failure: 'docked' });
      const screen = await render(<Island name="Grace" />);
      const alert = screen.getByRole('alert');
      await expect.element(alert).toBeInViewport();
      const { position } = getComputedStyle(alert.element());
      const { bottom } = alert.element().getBoundingClientRect();
      expect(position).toBe('fixed');
      expect(window.innerHeight - bottom).toBeLessThan(40);
    });

    it('over server HTML, says so once the visitor reaches it, and hydrates on Try again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const connection = { up: false };
      const load = loadWhile(connection);
      const islandRoot = await hydrateBelowTheFold(load);
      islandRoot.scrollIntoView();
      await vi.waitFor(() => expect(islandRoot.querySelector('[role="alert"]')?.textContent).toContain('Check your connection and try again.'));
      // Marked failed, not waiting: the early-event capture holds back presses aimed at a waiting island.
      expect(islandRoot.querySelector('[data-island]')?.getAttribute('data-island')).toBe('failed');
      // Hydration retries the failed boundary, but only the visitor's Try again fetches again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(load).toHaveBeenCalledOnce();
      connection.up = true;
      islandRoot.querySelector<HTMLButtonElement>('[role="alert"] button')?.click();
      await vi.waitFor(() => expect(islandRoot.querySelector('[data-island]')?.getAttribute('data-island')).toBe('hydrated'));
      islandRoot.querySelector('button')?.click();
      expect(document.body.getAttribute('data-greeted')).toBe('Ada');
    });
  });
});
