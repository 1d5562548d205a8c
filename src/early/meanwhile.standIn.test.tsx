import { afterEach, describe, expect, it } from 'vitest';
import { showStandIn } from './meanwhile';
import { putMarkup as page, removeMarkup } from '#src/test/markup';

afterEach(() => {
  removeMarkup();
  for (const standIn of document.querySelectorAll('[data-early-stand-in]')) standIn.remove();
});

describe('a stand-in shown at once for an early press', () => {
  it('shows a copy of the hidden element the control names, without its id, focused where it takes focus', () => {
    page(
      '<button type="button" id="launch" data-early-reveals="frame">Open</button>' +
        '<div id="frame" hidden><div role="dialog" aria-label="Assistant" tabindex="-1"><button type="button">Close</button></div></div>',
    );
    const standIn = showStandIn(document, document.getElementById('launch') as Element);
    expect(standIn?.parentElement).toBe(document.body);
    expect([standIn?.hidden, standIn?.id, standIn?.hasAttribute('data-early-stand-in')]).toEqual([false, '', true]);
    expect(document.activeElement).toBe(standIn?.querySelector('[role="dialog"]'));
    expect(document.getElementById('frame')?.hidden).toBe(true);
  });

  it('shows nothing for a control that names nothing, or names what is not on the page', () => {
    page('<button type="button" id="go">Go</button><button type="button" id="lost" data-early-reveals="gone">Lost</button>');
    expect(showStandIn(document, document.getElementById('go') as Element)).toBeUndefined();
    expect(showStandIn(document, document.getElementById('lost') as Element)).toBeUndefined();
    expect(document.querySelector('[data-early-stand-in]')).toBeNull();
  });
});
