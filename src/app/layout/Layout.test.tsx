import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '#src/test/renderApp';

describe('site navigation', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('lists every section in the header and marks the current page', async () => {
    await page.viewport(1280, 800);
    const { screen } = await renderApp('/festival-calendar');
    const nav = screen.getByRole('navigation', { name: 'Main', exact: true });
    for (const name of ['Home', 'Calendar', 'Map', 'Checklists', 'Guides', 'Travel', 'Community']) {
      await expect.element(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect.element(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the number of saved festivals beside the navigation, on every screen size, keeping the seven links', async () => {
    localStorage.setItem('saved_festivals_v1', '[1, 3]');
    await page.viewport(360, 800);
    const { screen } = await renderApp('/festival-guides/tomorrowland');
    const banner = screen.getByRole('banner');
    const count = banner.getByRole('link', { name: '2 saved festivals' });
    await expect.element(count).toBeVisible();
    await expect.element(count).toHaveAttribute('href', '/festival-calendar?saved=1');
    await screen.getByRole('main').getByRole('button', { name: 'Save Tomorrowland' }).click();
    await expect.element(banner.getByRole('link', { name: '1 saved festival' })).toBeVisible();
    await page.viewport(1280, 800);
    await expect.element(banner.getByRole('link', { name: '1 saved festival' })).toBeVisible();
    await expect.element(screen.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Community' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link').elements()).toHaveLength(7);
  });

  it('marks Guides as current on a single guide page', async () => {
    await page.viewport(1280, 800);
    const { screen } = await renderApp('/festival-guides/coachella');
    const nav = screen.getByRole('navigation', { name: 'Main', exact: true });
    await expect.element(nav.getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers a skip link to the main content', async () => {
    const { screen } = await renderApp('/');
    await userEvent.keyboard('{Tab}');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    await expect.element(skip).toHaveFocus();
    await expect.element(skip).toHaveAttribute('href', '#main');
    await expect.element(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('moves focus to the main region when a link inside the page navigates away, and leaves header focus alone', async () => {
    await page.viewport(1280, 800);
    const { screen } = await renderApp('/');
    const main = screen.getByRole('main');
    const guide = screen.getByRole('link', { name: 'Coachella Survival Guide' });
    await expect.element(guide).toBeVisible();
    (guide.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('heading', { level: 1, name: /Coachella/ })).toBeVisible();
    await expect.element(main).toHaveFocus();

    const calendar = screen.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Calendar' });
    (calendar.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('heading', { level: 1, name: /Calendar/i })).toBeVisible();
    await expect.element(calendar).toHaveFocus();
  });

  it.each([320, 360, 390, 480, 768, 1024, 1280])('keeps the logo on one line, clear of the controls beside it, at %i px', async (width) => {
    await page.viewport(width, 800);
    const { screen } = await renderApp('/');
    const brand = screen.getByRole('banner').getByRole('link', { name: 'Festival Compass' });
    await expect.element(brand).toBeVisible();
    const words = document.createRange();
    words.selectNodeContents(brand.element().lastChild!);
    const lineTops = new Set([...words.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    expect(lineTops.size, 'lines of the logo').toBe(1);
    const saved = screen.getByRole('banner').getByRole('link', { name: /saved festival/ });
    expect(brand.element().getBoundingClientRect().right).toBeLessThanOrEqual(saved.element().getBoundingClientRect().left);
  });

  describe('on a small screen', () => {
    it('opens the drawer, moves focus into it, and returns focus on Escape', async () => {
      await page.viewport(375, 740);
      const { screen } = await renderApp('/');
      const menu = screen.getByRole('button', { name: 'Menu', exact: true });
      await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      const drawer = screen.getByRole('dialog', { name: 'Menu' });
      await expect.element(drawer).toBeVisible();
      await expect.element(menu).toHaveAttribute('aria-expanded', 'true');
      expect(drawer.element().contains(document.activeElement)).toBe(true);
      await userEvent.keyboard('{Escape}');
      await expect.element(drawer).not.toBeInTheDocument();
      await expect.element(menu).toHaveFocus();
    });

    it('closes with the close button and returns focus', async () => {
      await page.viewport(375, 740);
      const { screen } = await renderApp('/');
      const menu = screen.getByRole('button', { name: 'Menu', exact: true });
      await menu.click();
      await screen.getByRole('button', { name: 'Close menu' }).click();
      await expect.element(screen.getByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
      await expect.element(menu).toHaveFocus();
    });

    it('navigates and closes when a link is chosen', async () => {
      await page.viewport(375, 740);
      const { screen, location } = await renderApp('/');
      await screen.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = screen.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('link', { name: 'Travel' }).click();
      await expect.element(drawer).not.toBeInTheDocument();
      expect(location.history?.at(-1)).toBe('/travel-deals');
      await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  it('has a footer with legal links to the four policy anchors and the festival news sign-up', async () => {
    const { screen, location } = await renderApp('/');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    await expect.element(legal.getByRole('link', { name: 'Affiliate Disclosure' })).toHaveAttribute('href', '/legal#affiliate-disclosure');
    await expect.element(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal#privacy-policy');
    await expect.element(legal.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal#cookie-policy');
    await expect.element(legal.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/legal#terms-conditions');
    const form = screen.getByRole('form', { name: 'Footer newsletter' });
    await form.getByRole('textbox', { name: 'Email for festival news' }).fill('raver@');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect.element(form.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(location.history).toEqual(['/']);
  });

  it('shows the floating chat button on every page', async () => {
    const { screen } = await renderApp('/legal');
    await expect.element(screen.getByRole('button', { name: 'Open chatbot' })).toBeVisible();
  });
});
