let host: HTMLElement | undefined;

/** Puts `html` in the page, in an element of its own, and returns that element. */
export function putMarkup(html: string): HTMLElement {
  host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

/** The first element of the markup put last that matches `selector`. */
export const inMarkup = <T extends Element>(selector: string) => host?.querySelector(selector) as T;

/** Takes the markup away (for `afterEach`). */
export function removeMarkup() {
  host?.remove();
  host = undefined;
}
