import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithRouter } from '#src/test/renderApp';
import { LazyMobileDrawer } from './LazyMobileDrawer';
import { PhoneMenu } from './PhoneMenu';

afterEach(async () => {
  vi.restoreAllMocks();
  await page.viewport(1280, 800);
});

/** Lets the press's handlers, and the promises they settle, run to the end, as they do before the browser paints. */
const pressHandled = () => new Promise<void>((resolve) => queueMicrotask(() => setTimeout(resolve, 0)));

describe('the phone menu', () => {
  it("fetches the drawer's code once the browser is idle, before any press", async () => {
    await page.viewport(375, 740);
    const preload = vi.spyOn(LazyMobileDrawer, 'preload');
    await renderWithRouter(<PhoneMenu />);
    await vi.waitFor(() => expect(preload).toHaveBeenCalled(), { timeout: 6000 });
  });

  it('answers a press at once with the busy button, and opens the drawer after that has painted', async () => {
    await page.viewport(375, 740);
    await LazyMobileDrawer.preload();
    const { screen } = await renderWithRouter(<PhoneMenu />);
    const menu = screen.getByRole('button', { name: 'Menu', exact: true });

    // A press whose drawer built in its own frame would wait for Ariakit's dialog to mount and open.
    (menu.element() as HTMLButtonElement).click();
    await pressHandled();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await expect.element(menu).toHaveAttribute('aria-busy', 'true');

    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer).toBeVisible();
    await expect.element(menu).toHaveAttribute('aria-expanded', 'true');
    await expect.element(menu).not.toHaveAttribute('aria-busy');
  });
});
