let host: HTMLElement | undefined;

/** Puts `html` in the page, in an element of its own, and returns that element. */
export function putMarkup(html: string): HTMLElement {
  host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

/**
 * Puts `pieces` in the page one at a time, in an element of its own, as the HTML parser adds them
 * (each observed on its own), then ends the parse with DOMContentLoaded; returns that element.
 */
export async function parseMarkup(pieces: readonly string[]): Promise<HTMLElement> {
  const parsed = document.createElement('div');
  host = parsed;
  document.body.append(parsed);
  for (const piece of pieces) {
    parsed.insertAdjacentHTML('beforeend', piece);
    await Promise.resolve();
  }
  document.dispatchEvent(new Event('DOMContentLoaded'));
  await Promise.resolve();
  return parsed;
}

/** The first element of the markup put last that matches `selector`. */
export const inMarkup = <T extends Element>(selector: string) => host?.querySelector(selector) as T;

/** Takes the markup away (for `afterEach`). */
export function removeMarkup() {
  host?.remove();
  host = undefined;
}
