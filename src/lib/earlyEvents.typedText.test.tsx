import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyEvents, type EarlyEvents } from './earlyEvents';

/**
 * Text typed before hydration is handed back to the hydrated field. These cases are about the
 * moments around hydration, when the page is marked hydrated but the hand-back has not run yet.
 */
let capture: EarlyEvents | undefined;
let host: HTMLElement | undefined;
let root: Root | undefined;

afterEach(() => {
  capture?.stop();
  root?.unmount();
  host?.remove();
  capture = undefined;
  root = undefined;
  host = undefined;
  delete document.documentElement.dataset.hydrated;
});

function Subscribe() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent((before) => [...before, email]);
      }}
    >
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Subscribe</button>
      <output>{sent.map((text) => `Sent ${text}`).join(', ')}</output>
    </form>
  );
}

/** The prerendered form, with the capture running, then typed into as a visitor does. */
function typedBeforeHydration(text: string) {
  host = document.createElement('div');
  host.innerHTML = renderToString(<Subscribe />);
  document.body.append(host);
  capture = captureEarlyEvents(document);
  const field = host.querySelector('input') as HTMLInputElement;
  type(field, text);
  return { container: host, field, button: host.querySelector('button') as HTMLButtonElement, output: host.querySelector('output') as HTMLOutputElement };
}

/**
 * Types as a visitor does: the field's value changes, then an input event says so. The value is
 * set through the native setter, as the browser's editing does, not through the property that
 * React watches on a hydrated field.
 */
function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Lets React finish hydrating (it works in tasks of its own). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Lets the page's mutation observers run, but no task: the hand-back's own task is still to come. */
const microtasks = () => Promise.resolve();

describe('text typed before hydration, then a submit around the moment the page is marked hydrated', () => {
  it.each([
    ['in the same task as the mark', async () => {}],
    ['after the mark has been observed, before any other task', microtasks],
  ])('sends the typed text when the submit comes %s', async (_, wait) => {
    const { container, field, button, output } = typedBeforeHydration('ada@example.com');
    root = hydrateRoot(container, <Subscribe />);
    await settle();
    document.documentElement.dataset.hydrated = 'true';
    await wait();
    button.click();
    await vi.waitFor(() => expect(output.textContent).toBe('Sent ada@example.com'));
    await settle();
    expect(output.textContent).toBe('Sent ada@example.com');
    expect(field.value).toBe('ada@example.com');
  });

  it('sends the typed text when Enter in the field submits right after the mark', async () => {
    const { container, field, output } = typedBeforeHydration('ada@example.com');
    root = hydrateRoot(container, <Subscribe />);
    await settle();
    document.documentElement.dataset.hydrated = 'true';
    (field.form as HTMLFormElement).requestSubmit();
    await vi.waitFor(() => expect(output.textContent).toBe('Sent ada@example.com'));
  });

  it('keeps what the visitor typed after the mark: the older text is not handed back over it', async () => {
    const { container, field, button, output } = typedBeforeHydration('ada');
    root = hydrateRoot(container, <Subscribe />);
    await settle();
    document.documentElement.dataset.hydrated = 'true';
    type(field, 'ada@example.com');
    await settle();
    expect(field.value).toBe('ada@example.com');
    button.click();
    await vi.waitFor(() => expect(output.textContent).toBe('Sent ada@example.com'));
  });
});
