import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { early, find, hydrate, leavePage, markHydrated, page, settle, Subscribe, typeInto } from '#src/test/earlyPage';
import { BUSY_AFTER_MS } from './meanwhile';
import { HYDRATION_WAIT_MS } from './capture';
import { MAX_QUEUED } from './queue';

function press(element: HTMLElement, key: string) {
  return element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

afterEach(leavePage);

describe('early events before hydration', () => {
  it('cancels a click on a button, keeps it from the page, and replays it on the same element once hydrated', async () => {
    page('<button type="button" id="go">Go</button>');
    const button = find<HTMLButtonElement>('#go');
    const seen: boolean[] = [];
    button.addEventListener('click', (event) => seen.push(event.isTrusted));

    const notCancelled = button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(notCancelled).toBe(false);
    expect(seen).toEqual([]);
    expect(early.capture?.pending()).toBe(1);

    markHydrated();
    await settle();
    expect(seen).toHaveLength(1);
    expect(early.capture?.pending()).toBe(0);
  });

  it('replays events in the order they were made, one per control: its latest', async () => {
    page('<button type="button" id="a">A</button><button type="button" id="b">B</button><button type="button" id="c">C</button>');
    const order: string[] = [];
    for (const id of ['a', 'b', 'c']) find(`#${id}`).addEventListener('click', () => order.push(id));
    find<HTMLButtonElement>('#b').click();
    find<HTMLButtonElement>('#a').click();
    find<HTMLButtonElement>('#c').click();
    find<HTMLButtonElement>('#b').click();
    expect(early.capture?.pending()).toBe(3);
    markHydrated();
    await settle();
    expect(order).toEqual(['a', 'c', 'b']);
  });

  it('cancels a native form submission and submits again, with the same submitter, once hydrated', async () => {
    page('<form id="f"><input aria-label="Email" /><button type="submit" id="send">Send</button></form>');
    const form = find<HTMLFormElement>('#f');
    const submitters: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (event) => {
      submitters.push(event.submitter);
      event.preventDefault();
    });
    const notCancelled = form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: find('#send') }));
    expect(notCancelled).toBe(false);
    expect(submitters).toEqual([]);
    markHydrated();
    await settle();
    expect(submitters).toEqual([find('#send')]);
  });

  it('leaves links and text fields alone: links navigate natively, fields take focus and text', () => {
    page('<a href="#somewhere" id="link">Somewhere</a><input id="field" aria-label="Name" />');
    expect(find('#link').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
    expect(find('#field').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
    expect(press(find('#field'), 'a')).toBe(true);
    expect(early.capture?.pending()).toBe(0);
  });

  it('leaves clicks on text that is not a control alone', () => {
    page('<p id="text">Just words</p>');
    expect(find('#text').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
  });

  it('captures Enter and Space on scripted controls and replays them as the same key', async () => {
    page('<div role="tab" tabindex="0" id="one">One</div><div role="tab" tabindex="0" id="two">Two</div>');
    const [one, two] = [find<HTMLElement>('#one'), find<HTMLElement>('#two')];
    const keys: string[] = [];
    for (const tab of [one, two]) tab.addEventListener('keydown', (event) => keys.push(`${tab.id} ${event.key}`));
    expect(press(one, 'Enter')).toBe(false);
    expect(press(two, ' ')).toBe(false);
    expect(press(one, 'ArrowRight')).toBe(true);
    expect(keys).toEqual(['one ArrowRight']);
    markHydrated();
    await settle();
    expect(keys).toEqual(['one ArrowRight', 'one Enter', 'two  ']);
  });

  it('lets Enter on a native button through: the click the browser makes from it is what waits', () => {
    page('<button type="button" id="go">Go</button>');
    expect(press(find('#go'), 'Enter')).toBe(true);
    expect(early.capture?.pending()).toBe(0);
  });

  it('marks a target busy while its event waits longer than the threshold, and clears the mark on replay', async () => {
    vi.useFakeTimers();
    try {
      page('<button type="button" id="go" aria-busy="false">Go</button>');
      const button = find<HTMLButtonElement>('#go');
      button.click();
      expect(button.getAttribute('aria-busy')).toBe('false');
      vi.advanceTimersByTime(BUSY_AFTER_MS);
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.hasAttribute('data-awaiting-app')).toBe(true);
      markHydrated();
      await vi.waitFor(() => {
        vi.advanceTimersByTime(10);
        expect(early.capture?.pending()).toBe(0);
      });
      expect(button.getAttribute('aria-busy')).toBe('false');
      expect(button.hasAttribute('data-awaiting-app')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes events through untouched once the page has hydrated', () => {
    page('<button type="button" id="go">Go</button>');
    markHydrated();
    const clicks = vi.fn();
    find('#go').addEventListener('click', clicks);
    find<HTMLButtonElement>('#go').click();
    expect(clicks).toHaveBeenCalledOnce();
    expect(early.capture?.pending()).toBe(0);
  });
});

const notices = () => [...document.querySelectorAll('[data-early-notice]')];

describe('what an early press asks for', () => {
  afterEach(() => {
    for (const notice of notices()) notice.remove();
  });

  it('a press on a toggle asks for the state it showed, flipped: it is not replayed when the toggle already shows it', async () => {
    page(
      '<button type="button" id="save" aria-pressed="false">Save</button><input type="checkbox" id="packed" checked aria-label="Packed" /><input type="checkbox" id="tent" checked aria-label="Tent" />',
    );
    const [save, packed, tent] = [find<HTMLButtonElement>('#save'), find<HTMLInputElement>('#packed'), find<HTMLInputElement>('#tent')];
    const clicks: string[] = [];
    for (const toggle of [save, packed, tent]) toggle.addEventListener('click', () => clicks.push(toggle.id));
    for (const toggle of [save, packed, tent]) toggle.click();
    expect([packed.checked, tent.checked]).toEqual([true, true]);
    // By the time the app hydrates, two of them already show what the visitor asked for.
    save.setAttribute('aria-pressed', 'true');
    packed.checked = false;
    markHydrated();
    await settle();
    expect(clicks).toEqual(['tent']);
    expect(tent.checked).toBe(false);
    expect(early.capture?.pending()).toBe(0);
  });

  it('finds a control that hydration replaced by its key, wherever it now is, never by its position', async () => {
    const container = page('<ul><li><button type="button">Save Ultra</button></li><li><button type="button">Save Tomorrowland</button></li></ul>');
    find<HTMLButtonElement>('li:nth-child(2) button').click();
    container.innerHTML = '<ul><li><button type="button">Save Tomorrowland</button></li><li><button type="button">Save Ultra</button></li></ul>';
    const pressed: string[] = [];
    for (const button of container.querySelectorAll('button')) button.addEventListener('click', () => pressed.push(button.textContent ?? ''));
    markHydrated();
    await settle();
    expect(pressed).toEqual(['Save Tomorrowland']);
    expect(notices()).toEqual([]);
  });

  it('tells the visitor, politely, that a press on a control now gone was not applied, and applies it to no other', async () => {
    const container = page('<ul><li><button type="button">Save Ultra</button></li><li><button type="button">Save Tomorrowland</button></li></ul>');
    find<HTMLButtonElement>('li:nth-child(2) button').click();
    container.innerHTML = '<ul><li><button type="button">Save Ultra</button></li><li><button type="button">Save Sziget</button></li></ul>';
    const pressed = vi.fn();
    container.addEventListener('click', pressed);
    markHydrated();
    await settle();
    expect(pressed).not.toHaveBeenCalled();
    const [notice] = notices();
    expect(notice?.getAttribute('role')).toBe('status');
    await vi.waitFor(() => expect(notice?.textContent).toContain('“Save Tomorrowland” was not done'));
    notice?.querySelector('button')?.click();
    expect(notices()).toEqual([]);
  });

  it(`keeps at most ${MAX_QUEUED} presses, and says which one it let go`, async () => {
    const buttons = Array.from({ length: MAX_QUEUED + 1 }, (_, index) => `<button type="button">Button ${index}</button>`);
    page(buttons.join(''));
    for (const button of early.host?.querySelectorAll('button') ?? []) button.click();
    expect(early.capture?.pending()).toBe(MAX_QUEUED);
    await vi.waitFor(() => expect(notices()[0]?.textContent).toContain('“Button 0” was not done'));
  });
});

describe('a page that does not hydrate', () => {
  afterEach(() => {
    for (const notice of notices()) notice.remove();
  });

  it(`lets the waiting presses go ${HYDRATION_WAIT_MS / 1000} s after the page loaded, clears busy marks, and offers to reload`, () => {
    vi.useFakeTimers();
    try {
      page('<button type="button" id="go">Go</button>');
      const button = find<HTMLButtonElement>('#go');
      button.click();
      vi.advanceTimersByTime(BUSY_AFTER_MS);
      expect(button.getAttribute('aria-busy')).toBe('true');
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(HYDRATION_WAIT_MS - BUSY_AFTER_MS - 1);
      expect(notices()).toEqual([]);
      vi.advanceTimersByTime(BUSY_AFTER_MS + 1);
      expect(early.capture?.pending()).toBe(0);
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(button.hasAttribute('data-awaiting-app')).toBe(false);
      const [banner] = notices();
      expect(banner?.getAttribute('role')).toBe('alert');
      vi.advanceTimersByTime(100);
      expect(banner?.textContent).toContain('This page did not finish loading');
      expect(banner?.querySelector('button')?.textContent).toBe('Reload');
      // Presses are no longer held.
      expect(button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the banner away if the app hydrates after all', () => {
    vi.useFakeTimers();
    try {
      page('<button type="button" id="go">Go</button>');
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(HYDRATION_WAIT_MS);
      expect(notices()).toHaveLength(1);
      markHydrated();
    } finally {
      vi.useRealTimers();
    }
    return vi.waitFor(() => expect(notices()).toEqual([]));
  });
});

describe('a stand-in shown at once', () => {
  const launcherPage =
    '<button type="button" id="launch" data-early-reveals="frame">Open</button>' +
    '<div id="frame" hidden><div role="dialog" aria-label="Assistant" tabindex="-1"><button type="button">Close</button></div></div>';

  it('shows a copy of the element a control names, focused, until the click replays', async () => {
    page(launcherPage);
    const clicks = vi.fn();
    find('#launch').addEventListener('click', clicks);
    find<HTMLButtonElement>('#launch').click();
    const standIn = document.querySelector<HTMLElement>('[data-early-stand-in]');
    expect(standIn?.hidden).toBe(false);
    expect(standIn?.id).toBe('');
    expect(document.activeElement).toBe(standIn?.querySelector('[role="dialog"]'));
    expect(find<HTMLElement>('#frame').hidden).toBe(true);

    markHydrated();
    await settle();
    expect(clicks).toHaveBeenCalledOnce();
    expect(document.querySelector('[data-early-stand-in]')).toBeNull();
  });

  it.each([
    ['a press of a button in it', () => document.querySelector<HTMLButtonElement>('[data-early-stand-in] button')?.click()],
    ['Escape', () => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
  ])('is dismissed by %s, which also drops the click that opened it', async (_, dismiss) => {
    page(launcherPage);
    const clicks = vi.fn();
    find('#launch').addEventListener('click', clicks);
    find<HTMLButtonElement>('#launch').click();
    dismiss();
    expect(document.querySelector('[data-early-stand-in]')).toBeNull();
    expect(document.activeElement).toBe(find('#launch'));
    expect(early.capture?.pending()).toBe(0);
    markHydrated();
    await settle();
    expect(clicks).not.toHaveBeenCalled();
  });
});

describe('early events in a lazy island', () => {
  it('keeps waiting after the page hydrates, wakes the island, and replays once the island has hydrated', async () => {
    page('<div data-island="waiting" id="island"><button type="button" id="join">Join</button></div>');
    const island = find<HTMLElement>('#island');
    const clicks = vi.fn();
    find('#join').addEventListener('click', clicks);
    markHydrated();
    const wake = vi.fn();
    early.capture?.onQueuedWithin(island, wake);

    find<HTMLButtonElement>('#join').click();
    expect(wake).toHaveBeenCalledOnce();
    await settle();
    expect(clicks).not.toHaveBeenCalled();

    island.dataset.island = 'hydrated';
    await settle();
    expect(clicks).toHaveBeenCalledOnce();
  });

  it("lets a press go without a notice when the island's code failed: the island says so itself", async () => {
    page('<div data-island="waiting" id="island"><button type="button" id="accept">Accept &amp; Close</button></div>');
    markHydrated();
    find<HTMLButtonElement>('#accept').click();
    const island = find<HTMLElement>('#island');
    island.innerHTML = '<div role="alert">Couldn’t load this part of the page.<button type="button">Try again</button></div>';
    island.dataset.island = 'failed';
    await settle();
    expect(early.capture?.pending()).toBe(0);
    expect(document.querySelector('[data-early-notice]')).toBeNull();
    expect(find('[role="alert"]').textContent).toContain('Couldn’t load');
  });

  it('wakes an island at once when an event for it was queued before it started watching', () => {
    page('<div data-island="waiting" id="island"><button type="button" id="join">Join</button></div>');
    find<HTMLButtonElement>('#join').click();
    const wake = vi.fn();
    early.capture?.onQueuedWithin(find('#island'), wake);
    expect(wake).toHaveBeenCalledOnce();
  });
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Pressed {count}
    </button>
  );
}

describe('with React hydrating prerendered HTML', () => {
  it('a click made before hydrateRoot reaches the component once it has hydrated', async () => {
    const container = page(renderToString(<Counter />));
    const button = find<HTMLButtonElement>('button');
    button.click();
    hydrate(container, <Counter />);
    await settle();
    markHydrated();
    await vi.waitFor(() => expect(container.textContent).toBe('Pressed 1'));
  });

  it('keeps what was typed before hydration, and the submit that follows sends it', async () => {
    const container = page(renderToString(<Subscribe />));
    const field = find<HTMLInputElement>('input');
    typeInto(field, 'ada@example.com');
    find<HTMLButtonElement>('button').click();
    hydrate(container, <Subscribe />);
    await settle();
    markHydrated();
    await vi.waitFor(() => expect(find('output').textContent).toBe('Sent ada@example.com'));
    expect(field.value).toBe('ada@example.com');
  });
});
