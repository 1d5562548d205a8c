/**
 * Text typed before hydration (decisions 008 and 020): hydration sets a controlled field back to
 * its state (empty), so the capture remembers what is typed into a field whose code has not come,
 * and hands it to the field again, as typing, once it has hydrated (before any press replays).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The text typed into each field still waiting for its code. */
export type TypedText = Map<Field, string>;

/** A field whose text is typed: not a checkbox, a radio or a file. */
export function isTypedField(element: EventTarget | null): element is Field {
  if (element instanceof HTMLInputElement) return element.type !== 'checkbox' && element.type !== 'radio' && element.type !== 'file';
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/**
 * Gives a hydrated field back the text typed into it, the way typing does, so React's onChange
 * runs. Hydration may keep the typed text on screen while the component's state is still empty,
 * and React only reports a change from the value it last knew: so the field is first cleared
 * through the element's own setter (which React watches), then given the text through the native
 * one, then told with an input event.
 */
function retype(field: Field, text: string) {
  field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Hands the text typed before hydration back to each field that is `ready` since. */
export function handBackTyped(typed: TypedText, ready: (field: Element) => boolean) {
  for (const [field, text] of typed) {
    if (!ready(field)) continue;
    typed.delete(field);
    if (field.isConnected) retype(field, text);
  }
}
