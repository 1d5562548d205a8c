import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithRouter } from '#src/test/renderApp';
import { ChatLauncher } from './ChatLauncher';
import { LazyChatAssistant } from './LazyChatAssistant';

/** Whether the browser has requested the assistant's code (its own module, in development). */
const assistantRequested = () => performance.getEntriesByType('resource').some((entry) => /ChatAssistant\.tsx/.test(entry.name));

/** Idle callbacks are held back so each test decides when the browser is idle. */
function holdIdleCallbacks() {
  const pending: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => pending.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () => {
    for (const callback of pending.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  };
}

/** The pointer rests away from the launcher's corner, so it does not reach the launcher as it renders. */
async function movePointerAway() {
  const elsewhere = document.createElement('p');
  elsewhere.textContent = 'Elsewhere';
  document.body.prepend(elsewhere);
  await userEvent.hover(elsewhere);
  elsewhere.remove();
}

/** The dialog on screen (the launcher also keeps a hidden copy of its frame in the page). */
const shownDialog = () => [...document.querySelectorAll('[role="dialog"]')].find((dialog) => !dialog.closest('[hidden]'));

afterEach(() => {
  vi.unstubAllGlobals();
});

// The tests run in this order on purpose: the assistant's code, once loaded, stays loaded.
describe('chat launcher loading', () => {
  it('shows the dialog frame at once on a press made before the code has arrived, busy until the assistant takes over', async () => {
    holdIdleCallbacks();
    const seen: (string | null)[] = [];
    const observer = new MutationObserver(() => {
      const dialog = shownDialog();
      if (dialog) seen.push(dialog.getAttribute('aria-busy'));
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    const { screen } = await renderWithRouter(<ChatLauncher />);
    expect(assistantRequested()).toBe(false);

    await screen.getByRole('button', { name: 'Open chatbot' }).click({ force: true });
    observer.disconnect();
    expect(seen[0]).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'AI Festival Assistant' });
    await expect.element(dialog.getByText('To get started, please enter your Perplexity API key below.')).toBeVisible();
    await expect.element(dialog).not.toHaveAttribute('aria-busy', 'true');
    await expect.element(dialog.getByLabelText('Perplexity API Key')).toHaveFocus();
  });

  it('fetches the code once the browser is idle after hydration, without a press', async () => {
    const becomeIdle = holdIdleCallbacks();
    await movePointerAway();
    const preload = vi.spyOn(LazyChatAssistant, 'preload');
    await renderWithRouter(<ChatLauncher />);
    expect(preload).not.toHaveBeenCalled();
    becomeIdle();
    expect(preload).toHaveBeenCalled();
  });

  it('fetches the code as soon as a pointer comes near the launcher, or focus reaches it', async () => {
    holdIdleCallbacks();
    await movePointerAway();
    const preload = vi.spyOn(LazyChatAssistant, 'preload');
    const { screen } = await renderWithRouter(<ChatLauncher />);
    const launcher = screen.getByRole('button', { name: 'Open chatbot' });
    await launcher.hover({ force: true });
    expect(preload).toHaveBeenCalled();
    preload.mockClear();
    (launcher.element() as HTMLElement).focus();
    expect(preload).toHaveBeenCalled();
  });

  it('once the code is loaded, shows the frame for the press and the dialog in its place right after', async () => {
    holdIdleCallbacks();
    const { screen } = await renderWithRouter(<ChatLauncher />);
    await LazyChatAssistant.preload();
    const seen: (string | null)[] = [];
    const observer = new MutationObserver(() => seen.push(shownDialog()?.getAttribute('aria-busy') ?? null));
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    const launcher = screen.getByRole('button', { name: 'Open chatbot' });
    await launcher.click({ force: true });
    const dialog = screen.getByRole('dialog', { name: 'AI Festival Assistant' });
    await expect.element(dialog.getByLabelText('Perplexity API Key')).toHaveFocus();
    observer.disconnect();
    expect(seen[0]).toBe('true');
    await expect.element(dialog).not.toHaveAttribute('aria-busy');
    expect(document.querySelectorAll('[role="dialog"][aria-busy="true"]:not([hidden] *)')).toHaveLength(0);
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'true');
  });

});
