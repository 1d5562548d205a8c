import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showStoredToggles } from '#src/early/parts/storedToggles';
import { storageKeys } from './storage';
import { storedSet, useStoredSetHas } from './storedSet';
import { useStoredToggle } from './useStoredToggle';

const saved = storedSet(storageKeys.savedFestivals, (value): value is number => Number.isInteger(value), [1, 3]);

function Save({ id }: { id: number }) {
  const on = useStoredSetHas(saved, id);
  return (
    <button type="button" aria-pressed={on} {...useStoredToggle(saved, id)}>
      Save {id}
    </button>
  );
}

function Packed({ id }: { id: number }) {
  const on = useStoredSetHas(saved, id);
  return <input type="checkbox" aria-label={`Packed ${id}`} checked={on} onChange={() => saved.toggle(id)} {...useStoredToggle(saved, id)} />;
}

function Page() {
  return (
    <>
      <Save id={1} />
      <Save id={3} />
      <Packed id={1} />
    </>
  );
}

let root: Root | undefined;
let host: HTMLElement | undefined;

/** Prerenders the page, "parses" it while the inline script shows the stored state, runs `meanwhile`, then hydrates. */
async function paintThenHydrate(meanwhile: () => void) {
  const prerendered = document.createElement('template');
  prerendered.innerHTML = renderToString(<Page />);
  showStoredToggles(document);
  host = document.createElement('div');
  document.body.append(host);
  for (const element of [...prerendered.content.children]) {
    host.append(element);
    await Promise.resolve();
  }
  document.dispatchEvent(new Event('DOMContentLoaded'));
  await Promise.resolve();
  meanwhile();
  // React in development reports the attributes the inline script set as a mismatch; production does not.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(host as HTMLElement, <Page />);
  });
  return host;
}

const pressed = (page: HTMLElement) => [...page.querySelectorAll('button')].map((button) => button.getAttribute('aria-pressed'));
const checked = (page: HTMLElement) => (page.querySelector('input') as HTMLInputElement).checked;

/** Lets `act` wait for the hydration and the renders it schedules. */
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete reactGlobals.IS_REACT_ACT_ENVIRONMENT;
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('a stored toggle at hydration', () => {
  it('shows the stored state the inline script showed when nothing changed since', async () => {
    localStorage.setItem(storageKeys.savedFestivals, JSON.stringify([1]));
    const page = await paintThenHydrate(() => {});
    expect(pressed(page)).toEqual(['true', 'false']);
    expect(checked(page)).toBe(true);
  });

  it('drops what the inline script showed when the set was emptied before it hydrated, as a sync does', async () => {
    localStorage.setItem(storageKeys.savedFestivals, JSON.stringify([1]));
    const page = await paintThenHydrate(() => saved.replace([]));
    expect(pressed(page)).toEqual(['false', 'false']);
    expect(checked(page)).toBe(false);
  });

  it('shows a value added to the set before it hydrated', async () => {
    const page = await paintThenHydrate(() => saved.replace([3]));
    expect(pressed(page)).toEqual(['false', 'true']);
  });

  it('names its set and value for the inline script', async () => {
    const page = await paintThenHydrate(() => {});
    const button = page.querySelector('button') as HTMLButtonElement;
    expect([button.dataset.storedSet, button.dataset.storedValue]).toEqual([storageKeys.savedFestivals, '1']);
  });
});
