import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { captureEarlyEvents, type EarlyEvents } from '#src/early/capture';

/** The page of a test of the early-event capture: its prerendered-like markup, the capture, and the root React hydrated. */
export const early: { capture?: EarlyEvents; host?: HTMLElement; root?: Root } = {};

/** Prerendered-like markup in the page, with the capture running as the inline script runs it. */
export function page(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  early.host = host;
  early.capture = captureEarlyEvents(document);
  return host;
}

/** Stops the capture, unmounts React and takes the page away (for `afterEach`). */
export function leavePage() {
  early.capture?.stop();
  early.root?.unmount();
  early.host?.remove();
  early.capture = undefined;
  early.root = undefined;
  early.host = undefined;
  delete document.documentElement.dataset.hydrated;
}

export function find<T extends Element>(selector: string): T {
  const element = early.host?.querySelector<T>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
}

/** Hydrates the prerendered `container` with `node`, as the client entry does. */
export function hydrate(container: Element, node: ReactNode) {
  early.root = hydrateRoot(container, node);
}

/** What the app does once it has hydrated the page. */
export function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

/** Lets React finish hydrating, and the capture replay: both work in tasks of their own. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Types as a visitor does: the field's value changes, then an input event says so. The value is
 * set through the native setter, as the browser's editing does, not through the property that
 * React watches on a hydrated field.
 */
export function typeInto(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A newsletter form as the app writes one: a controlled field, and what each submission sent. */
export function Subscribe() {
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
