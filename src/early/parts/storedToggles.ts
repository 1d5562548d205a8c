import { readString, type StorageKey } from '#src/lib/storage';
import { whileParsing } from '#src/early/whileParsing';

/**
 * A toggle that shows whether a value is in a stored set (decision 018) carries the set's storage
 * key and the value as text. Before hydration the page is the prerendered HTML, in which every such
 * toggle is off; the inline script of the head sets each one to its stored state as it is parsed,
 * so a returning visitor sees their own state from the first paint, and a press made before
 * hydration means what it showed.
 */
export const STORED_SET_ATTRIBUTE = 'data-stored-set';
export const STORED_VALUE_ATTRIBUTE = 'data-stored-value';

/** The attributes of a toggle for `value` of the set stored under `key`. */
export function storedToggle(key: StorageKey, value: string | number) {
  return { [STORED_SET_ATTRIBUTE]: key, [STORED_VALUE_ATTRIBUTE]: String(value) };
}

/**
 * The values stored under `key` as JSON, each as text; none when storage is blocked or the value
 * is not a list (the stored set then reads as empty too).
 */
export function storedItems(key: StorageKey): string[] {
  try {
    const values: unknown = JSON.parse(readString(key) ?? '[]');
    return Array.isArray(values) ? values.map(String) : [];
  } catch {
    return [];
  }
}

/** Shows a stored toggle on or off: a checkbox checked, a button aria-pressed. */
export function showToggleState(toggle: Element, on: boolean) {
  if (toggle instanceof HTMLInputElement) toggle.checked = on;
  else toggle.setAttribute('aria-pressed', String(on));
}

/** Sets every stored toggle of the page to its stored state as it is parsed (checked, or aria-pressed). */
export function showStoredToggles(doc: Document) {
  const stored = new Map<StorageKey, string[]>();
  whileParsing(doc, `[${STORED_SET_ATTRIBUTE}]`, (toggle) => {
    const key = toggle.getAttribute(STORED_SET_ATTRIBUTE) as StorageKey;
    if (!stored.has(key)) stored.set(key, storedItems(key));
    const on = stored.get(key)?.includes(toggle.getAttribute(STORED_VALUE_ATTRIBUTE) as string) ?? false;
    showToggleState(toggle, on);
  });
}

/** This part is run on a page with a stored toggle: a page whose HTML carries this attribute. */
export const registeredBy = STORED_SET_ATTRIBUTE;

export { showStoredToggles as showEarly };
