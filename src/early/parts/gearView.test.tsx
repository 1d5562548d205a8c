import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '#src/lib/storage';
import { parseMarkup, removeMarkup } from '#src/test/markup';
import { COMPACT_TOGGLE_ATTRIBUTE, FESTIVAL_PENDING_ATTRIBUTE, GEAR_VIEW_ATTRIBUTE, showGearViewEarly } from './gearView';

/** Starts the script's part as the head does, then "parses" the prerendered checklist, one element at a time. */
async function parse() {
  showGearViewEarly(document);
  const parsed = await parseMarkup([
    `<div ${GEAR_VIEW_ATTRIBUTE}="cards"></div>`,
    `<button type="button" aria-pressed="false" ${COMPACT_TOGGLE_ATTRIBUTE}="">Compact list</button>`,
  ]);
  return {
    view: parsed.querySelector(`[${GEAR_VIEW_ATTRIBUTE}]`)?.getAttribute(GEAR_VIEW_ATTRIBUTE),
    pressed: parsed.querySelector('button')?.getAttribute('aria-pressed'),
  };
}

afterEach(() => {
  removeMarkup();
  localStorage.clear();
  document.documentElement.removeAttribute(FESTIVAL_PENDING_ATTRIBUTE);
});

describe("the gear checklist's stored view before hydration", () => {
  it('shows the compact list and presses its toggle from the first paint', async () => {
    localStorage.setItem(storageKeys.gearView, 'compact');
    expect(await parse()).toEqual({ view: 'compact', pressed: 'true' });
  });

  it('shows the cards when nothing is stored, or the stored value is not a view, and forgets that value', async () => {
    expect(await parse()).toEqual({ view: 'cards', pressed: 'false' });
    removeMarkup();
    localStorage.setItem(storageKeys.gearView, '"compact"');
    expect(await parse()).toEqual({ view: 'cards', pressed: 'false' });
    expect(localStorage.getItem(storageKeys.gearView)).toBeNull();
  });

  it("holds the checklist back while a festival's notes are on their way, and only then, unless the app cannot load", async () => {
    const address = window.location.href;
    await parse();
    expect(document.documentElement.hasAttribute(FESTIVAL_PENDING_ATTRIBUTE)).toBe(false);
    window.history.replaceState(null, '', '?festival=glastonbury');
    try {
      await parse();
      expect(document.documentElement.hasAttribute(FESTIVAL_PENDING_ATTRIBUTE)).toBe(true);
      // A script of the app that cannot load shows the checklist at once.
      const script = document.createElement('script');
      // A revoked object URL fails to load on every server (a missing path may be answered with a page).
      const gone = URL.createObjectURL(new Blob(['']));
      URL.revokeObjectURL(gone);
      script.src = gone;
      const failed = new Promise((resolve) => script.addEventListener('error', resolve));
      document.body.append(script);
      await failed;
      script.remove();
      expect(document.documentElement.hasAttribute(FESTIVAL_PENDING_ATTRIBUTE)).toBe(false);
    } finally {
      window.history.replaceState(null, '', address);
    }
  });
});
