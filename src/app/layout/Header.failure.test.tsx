import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { dropConnection } from '#src/test/dropConnection';
import { renderWithRouter } from '#src/test/renderApp';
import { Header } from './Header';
import { LazyMobileDrawer } from './LazyMobileDrawer';

afterEach(async () => {
  vi.restoreAllMocks();
  await page.viewport(1280, 800);
});

describe('the phone menu when its code fails to load', () => {
  it('says so below the header, keeps the page working, and opens the menu on Try again', async () => {
    await page.viewport(375, 740);
    const { reconnect } = dropConnection(LazyMobileDrawer);
    const { screen } = await renderWithRouter(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();

    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent("Couldn't load this part of the page. Check your connection and try again.");
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('link', { name: 'Festival Compass' })).toBeVisible();

    reconnect();
    await alert.getByRole('button', { name: 'Try again' }).click();
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer).toBeVisible();
    await expect.element(menu).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it('loads again on the next press of Menu', async () => {
    await page.viewport(375, 740);
    const { reconnect } = dropConnection(LazyMobileDrawer);
    const { screen } = await renderWithRouter(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect.element(screen.getByRole('alert')).toBeVisible();
    reconnect();
    await menu.click();
    await expect.element(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});
