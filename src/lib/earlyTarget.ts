/**
 * Target identity for the early-event capture (decision 018): what finds a waiting event's target
 * again when hydration replaced it. A control is known by its stable key, its tag, id and name
 * (such as 'Save Tomorrowland'), never by its position.
 */

/** A control's name as the page writes it: its label, or its text (a form's: its label only). */
export function nameOf(element: Element): string {
  const labels = (element as HTMLInputElement).labels;
  const text = element.getAttribute('aria-label') ?? (labels?.[0] ?? (element instanceof HTMLFormElement ? undefined : element))?.textContent;
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** What finds a control again whatever hydration did to the page: its tag, id and name. */
export function keyOf(element: Element): string {
  return [element.localName, element.id, nameOf(element)].join('|');
}

/** The target while it is on the page, or else the one control in `doc` with its key; none when it is gone. */
export function findAgain(doc: Document, target: Element, key: string): Element | undefined {
  if (target.isConnected) return target;
  const found = [...doc.querySelectorAll(target.localName)].filter((element) => keyOf(element) === key);
  return found.length === 1 ? found[0] : undefined;
}
