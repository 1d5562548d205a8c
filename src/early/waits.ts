/**
 * What waits for the app (decision 008). The presses: clicks on controls, form submissions, and
 * Enter or Space on scripted controls (native buttons turn those keys into a click, which is what
 * waits). Links and text fields are left alone: links navigate natively, since every page is
 * prerendered, and fields take focus and text. And the text typed into fields meanwhile (decision
 * 020): hydration sets a controlled field back to its state (empty), so the capture remembers what
 * is typed into a field whose code has not come, and hands it to the field again, as typing, once
 * it has hydrated (before any press replays).
 */
import { NOTICE_ATTRIBUTE } from './meanwhile';

/** Controls whose click does something a script defines (or a native default that must wait). */
const CLICKABLE = [
  'button',
  'summary',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  'input[type="reset"]',
  'input[type="image"]',
  ...['button', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem', 'link'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/** Controls that turn Enter or Space into a click themselves: their key needs no capture. */
const NATIVELY_ACTIVATED = 'button, summary, input, select, textarea, a[href]';

const ACTIVATION_KEYS = new Set(['Enter', ' ']);

/** The control an event is aimed at, when it is one whose event must wait. */
export function controlFor(event: Event): Element | undefined {
  const origin = event.target;
  if (!(origin instanceof Element)) return undefined;
  if (event.type === 'submit') return origin instanceof HTMLFormElement ? origin : undefined;
  // Most keys are typing: they are let through before any lookup in the document.
  const activationKey = event instanceof KeyboardEvent && ACTIVATION_KEYS.has(event.key);
  if (event.type !== 'click' && !activationKey) return undefined;
  if (origin.closest(`a[href], [${NOTICE_ATTRIBUTE}]`)) return undefined;
  const control = origin.closest(CLICKABLE) ?? undefined;
  if (event.type === 'click' || !control) return control;
  return control.matches(NATIVELY_ACTIVATED) ? undefined : control;
}

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
