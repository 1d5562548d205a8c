import { afterEach, describe, expect, it } from 'vitest';
import { replay, wantedBy } from './queue';
import { inMarkup as one, putMarkup as page, removeMarkup } from '#src/test/markup';

afterEach(removeMarkup);

describe('what a press on a toggle asks for', () => {
  it('asks a button with aria-pressed for the state it showed, flipped', () => {
    page('<button type="button" aria-pressed="false">Save</button><div role="button" aria-pressed="true">Pin</div>');
    expect(wantedBy(new MouseEvent('click'), one('button'))).toBe('true');
    expect(wantedBy(new KeyboardEvent('keydown', { key: 'Enter' }), one('div'))).toBe('false');
  });

  it('asks a clicked checkbox for the state it already shows: the click flipped it before it was taken', () => {
    page('<input type="checkbox" aria-label="Tent" checked />');
    expect(wantedBy(new MouseEvent('click'), one('input'))).toBe('true');
  });

  it('asks nothing of a control that is no toggle', () => {
    page('<button type="button">Go</button>');
    expect(wantedBy(new MouseEvent('click'), one('button'))).toBeUndefined();
  });
});

describe('replaying a waiting press', () => {
  it('dispatches a copy of the event, of the same kind and with the same fields, marked as a replay before it is seen', () => {
    page('<div role="tab" tabindex="0">One</div>');
    const tab = one<HTMLElement>('div');
    const replaying = new WeakSet<Event>();
    const seen: [string, boolean, boolean][] = [];
    tab.addEventListener('keydown', (event) => seen.push([event.key, event.shiftKey, replaying.has(event)]));
    const original = new KeyboardEvent('keydown', { key: ' ', shiftKey: true, bubbles: true, cancelable: true });
    replay(tab, { event: original }, replaying);
    expect(seen).toEqual([[' ', true, true]]);
  });

  it('submits a form again through the submit button the visitor used, when it is still the form’s', () => {
    page('<form><button type="submit" id="save">Save</button><button type="submit" id="send">Send</button></form><button type="submit" id="outside">Out</button>');
    const form = one<HTMLFormElement>('form');
    const submitters: (string | undefined)[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitters.push(event.submitter?.id);
    });
    replay(form, { event: new SubmitEvent('submit', { submitter: one('#send') }) }, new WeakSet());
    replay(form, { event: new SubmitEvent('submit', { submitter: one('#outside') }) }, new WeakSet());
    replay(one('#send'), { event: new SubmitEvent('submit', { submitter: one('#send') }) }, new WeakSet());
    expect(submitters).toEqual(['send', undefined]);
  });

  it('does not replay a press on a toggle that already shows the state the press asked for', () => {
    page('<button type="button" aria-pressed="true">Save</button>');
    const clicks: Event[] = [];
    one('button').addEventListener('click', (event) => clicks.push(event));
    replay(one('button'), { event: new MouseEvent('click'), wanted: 'true' }, new WeakSet());
    expect(clicks).toEqual([]);
    replay(one('button'), { event: new MouseEvent('click'), wanted: 'false' }, new WeakSet());
    expect(clicks).toHaveLength(1);
  });
});
