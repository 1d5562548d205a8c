import { afterEach, describe, expect, it } from 'vitest';
import { findAgain, keyOf, nameOf } from './queue';
import { inMarkup as one, putMarkup as page, removeMarkup } from '#src/test/markup';

afterEach(removeMarkup);

describe("a waiting event's target, found again in the hydrated page", () => {
  it("names a control by its aria-label, its field's label, or its text, with the spaces tidied", () => {
    page(
      '<button type="button" aria-label="Save Ultra">♥</button><label for="tent">Tent </label><input type="checkbox" id="tent" />' +
        '<button type="button" id="text"> Save\n   Sziget </button><form aria-label="Subscribe"><button>Send</button></form><form id="bare"><button>Send</button></form>',
    );
    expect(nameOf(one('[aria-label="Save Ultra"]'))).toBe('Save Ultra');
    expect(nameOf(one('#tent'))).toBe('Tent');
    expect(nameOf(one('#text'))).toBe('Save Sziget');
    expect(nameOf(one('form'))).toBe('Subscribe');
    // A form is named by its label only, never by all the text inside it.
    expect(nameOf(one('#bare'))).toBe('');
  });

  it('keys a control by its tag, id and name, never by its position', () => {
    page('<button type="button" id="go">Go</button><button type="button">Go</button>');
    expect(keyOf(one('#go'))).toBe('button|go|Go');
    expect(keyOf(one('button:not([id])'))).toBe('button||Go');
  });

  it('finds the target itself while it is still on the page', () => {
    page('<button type="button">Save Ultra</button>');
    const button = one<HTMLButtonElement>('button');
    expect(findAgain(document, button, 'anything')).toBe(button);
  });

  it('finds a control that hydration replaced by its key, wherever it now is', () => {
    const container = page('<ul><li><button type="button">Save Ultra</button></li><li><button type="button">Save Tomorrowland</button></li></ul>');
    const pressed = one('li:nth-child(2) button');
    const key = keyOf(pressed);
    container.innerHTML = '<ul><li><button type="button">Save Tomorrowland</button></li><li><button type="button">Save Ultra</button></li></ul>';
    expect(findAgain(document, pressed, key)).toBe(one('li:nth-child(1) button'));
  });

  it('finds nothing when the control is gone, or when its key is no longer one control', () => {
    const container = page('<button type="button">Save Tomorrowland</button>');
    const pressed = one('button');
    const key = keyOf(pressed);
    container.innerHTML = '<button type="button">Save Sziget</button>';
    expect(findAgain(document, pressed, key)).toBeUndefined();
    container.innerHTML = '<button type="button">Save Tomorrowland</button><button type="button">Save Tomorrowland</button>';
    expect(findAgain(document, pressed, key)).toBeUndefined();
  });
});
