import { afterEach, describe, expect, it } from 'vitest';
import { handBackTyped, isTypedField, type TypedText } from './waits';
import { inMarkup as one, putMarkup as page, removeMarkup } from '#src/test/markup';

afterEach(removeMarkup);

describe('text typed into a field that waits for its code', () => {
  it('is that of text fields, text areas and selects, not of checkboxes, radios or files', () => {
    page(
      '<input id="name" /><textarea id="note"></textarea><select id="day"></select>' +
        '<input type="checkbox" id="tent" /><input type="radio" id="one" /><input type="file" id="photo" /><button id="go">Go</button>',
    );
    const typedInto = ['#name', '#note', '#day', '#tent', '#one', '#photo', '#go'].map((selector) => isTypedField(one(selector)));
    expect(typedInto).toEqual([true, true, true, false, false, false, false]);
  });

  it('is handed back, as typing, to each field that is ready, and only once', () => {
    page('<input id="name" /><input id="later" />');
    const [name, later] = [one<HTMLInputElement>('#name'), one<HTMLInputElement>('#later')];
    const remembered: TypedText = new Map([
      [name, 'Ada'],
      [later, 'Later'],
    ]);
    name.value = '';
    const inputs: string[] = [];
    name.addEventListener('input', () => inputs.push(name.value));
    handBackTyped(remembered, (field) => field === name);
    expect(inputs).toEqual(['Ada']);
    expect([...remembered.keys()]).toEqual([later]);
    handBackTyped(remembered, (field) => field === name);
    expect(inputs).toEqual(['Ada']);
  });

  it('is dropped without a hand-back when its field has left the page', () => {
    page('<input id="name" />');
    const name = one<HTMLInputElement>('#name');
    const remembered: TypedText = new Map([[name, 'Ada']]);
    const inputs: Event[] = [];
    name.addEventListener('input', (event) => inputs.push(event));
    name.remove();
    handBackTyped(remembered, () => true);
    expect(inputs).toEqual([]);
    expect(remembered.size).toBe(0);
  });
});
