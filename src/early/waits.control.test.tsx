import { afterEach, describe, expect, it } from 'vitest';
import { controlFor } from './waits';
import { inMarkup as one, putMarkup as page, removeMarkup } from '#src/test/markup';

/** The control an event of `type` dispatched on `selector`'s element would wait for. */
function waitsFor(selector: string, event: Event) {
  let control: Element | undefined | null = null;
  document.addEventListener(event.type, (seen) => (control = controlFor(seen)), { capture: true, once: true });
  one(selector).dispatchEvent(event);
  return control;
}

const click = () => new MouseEvent('click', { bubbles: true });
const key = (name: string) => new KeyboardEvent('keydown', { key: name, bubbles: true });

afterEach(removeMarkup);

describe('which control an early event waits for', () => {
  it('takes a click on a control, or inside one, as the control’s', () => {
    page('<button type="button" id="go"><span>Go</span></button><div role="switch" id="sw">On</div><input type="checkbox" id="tent" aria-label="Tent" />');
    expect(waitsFor('#go span', click())).toBe(one('#go'));
    expect(waitsFor('#sw', click())).toBe(one('#sw'));
    expect(waitsFor('#tent', click())).toBe(one('#tent'));
  });

  it('leaves links, text fields, plain text and the capture’s own notices alone', () => {
    page(
      '<a href="#x" id="link"><span role="button">x</span></a><input id="field" aria-label="Name" /><p id="text">Words</p>' +
        '<div data-early-notice><button type="button" id="dismiss">Dismiss</button></div>',
    );
    for (const selector of ['#link span', '#field', '#text', '#dismiss']) expect(waitsFor(selector, click())).toBeUndefined();
  });

  it('takes Enter and Space on a scripted control, but not on a native one, which turns them into a click itself', () => {
    page('<div role="tab" tabindex="0" id="tab">One</div><button type="button" id="go">Go</button>');
    expect(waitsFor('#tab', key('Enter'))).toBe(one('#tab'));
    expect(waitsFor('#tab', key(' '))).toBe(one('#tab'));
    expect(waitsFor('#go', key('Enter'))).toBeUndefined();
  });

  it('lets any other key through', () => {
    page('<div role="tab" tabindex="0" id="tab">One</div>');
    expect(waitsFor('#tab', key('ArrowRight'))).toBeUndefined();
  });

  it('takes a submission as the form’s', () => {
    page('<form id="form"><button>Send</button></form>');
    expect(waitsFor('#form', new SubmitEvent('submit', { bubbles: true }))).toBe(one('#form'));
  });
});
