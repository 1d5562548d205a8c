import { afterEach, describe, expect, it } from 'vitest';
import { showStoredToggles, storedToggle } from './storedToggles';
import { storageKeys } from '#src/lib/storage';
import { parseMarkup, removeMarkup } from '#src/test/markup';

/** Starts the script's part as the head does, then "parses" the markup, one element at a time. */
function parse(markup: string[]) {
  showStoredToggles(document);
  return parseMarkup(markup);
}

const attributes = (key: Parameters<typeof storedToggle>[0], value: string | number) =>
  Object.entries(storedToggle(key, value))
    .map(([name, text]) => `${name}="${text}"`)
    .join(' ');

afterEach(() => {
  removeMarkup();
  localStorage.clear();
});

describe('stored toggles before hydration', () => {
  it('show the stored state from their first paint: checkboxes checked, buttons aria-pressed', async () => {
    localStorage.setItem(storageKeys.packedGear, JSON.stringify(['pop-up-tent']));
    localStorage.setItem(storageKeys.savedFestivals, JSON.stringify([1]));
    const page = await parse([
      `<input type="checkbox" ${attributes(storageKeys.packedGear, 'pop-up-tent')} />`,
      `<input type="checkbox" ${attributes(storageKeys.packedGear, 'headlamp')} />`,
      `<button type="button" aria-pressed="false" ${attributes(storageKeys.savedFestivals, 1)}>Save Tomorrowland</button>`,
      `<button type="button" aria-pressed="false" ${attributes(storageKeys.savedFestivals, 3)}>Save Glastonbury</button>`,
    ]);
    expect([...page.querySelectorAll('input')].map((box) => box.checked)).toEqual([true, false]);
    expect([...page.querySelectorAll('button')].map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
  });

  it('stay off when the stored value is not a list, as the stored set reads it', async () => {
    localStorage.setItem(storageKeys.savedFestivals, '{"festivals": "all"}');
    const page = await parse([`<button type="button" aria-pressed="false" ${attributes(storageKeys.savedFestivals, 1)}>Save</button>`]);
    expect(page.querySelector('button')?.getAttribute('aria-pressed')).toBe('false');
  });
});
