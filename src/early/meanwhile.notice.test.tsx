import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_ATTRIBUTE, showNotice } from './meanwhile';

afterEach(() => {
  for (const notice of document.querySelectorAll(`[${NOTICE_ATTRIBUTE}]`)) notice.remove();
});

describe('a notice the capture shows by itself', () => {
  it('is a status at the foot of the page whose text is filled in once it is there, so that it is announced', async () => {
    const notice = showNotice(document, 'Sorry, it was not done.', 'Dismiss', () => undefined);
    expect(document.body.lastElementChild).toBe(notice);
    expect(notice.hasAttribute(NOTICE_ATTRIBUTE)).toBe(true);
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.querySelector('p')?.textContent).toBe('');
    await vi.waitFor(() => expect(notice.querySelector('p')?.textContent).toBe('Sorry, it was not done.'));
  });

  it('has one button, named for its action, that is handed the notice', () => {
    const onAction = vi.fn();
    const notice = showNotice(document, 'The page did not load.', 'Reload', onAction, 'alert');
    expect(notice.getAttribute('role')).toBe('alert');
    const [button, ...others] = notice.querySelectorAll('button');
    expect(others).toEqual([]);
    expect([button?.type, button?.textContent]).toEqual(['button', 'Reload']);
    button?.click();
    expect(onAction).toHaveBeenCalledWith(notice);
  });
});
