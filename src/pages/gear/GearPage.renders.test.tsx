import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { gearItems } from '#content/gear';
import { renderApp } from '#src/test/renderApp';
import { ExternalLink } from '#src/ui/ExternalLink';
import { GearCategoryIcon } from './GearCategoryIcon';

// Each gear card renders one 'Shop on Amazon' link, and each category one icon: counting their
// renders counts the cards' and the categories'.
vi.mock(import('#src/ui/ExternalLink'), { spy: true });
vi.mock(import('./GearCategoryIcon'), { spy: true });

describe('ticking a Packed box', () => {
  it('renders again only the card and the category it ticks, not the whole checklist', async () => {
    const { screen } = await renderApp('/gear-checklists');
    const tent = screen.getByRole('checkbox', { name: 'Packed Pop-Up Tent' });
    await expect.element(tent).toBeVisible();
    await expect.element(screen.getByText(`0 of ${gearItems.length} packed`)).toBeVisible();
    vi.mocked(ExternalLink).mockClear();
    vi.mocked(GearCategoryIcon).mockClear();

    await tent.click();
    await expect.element(screen.getByText(`1 of ${gearItems.length} packed`)).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Camping' }).getByText('1 of 5 packed')).toBeVisible();
    await expect.element(tent).toBeChecked();
    expect(vi.mocked(ExternalLink).mock.calls.length, 'cards rendered').toBeLessThanOrEqual(1);
    expect(vi.mocked(GearCategoryIcon).mock.calls.length, 'categories rendered').toBeLessThanOrEqual(1);
  });
});

describe('adding an own item', () => {
  it('renders again only the category it joins, and none of the cards already there', async () => {
    const { screen } = await renderApp('/gear-checklists');
    const camping = screen.getByRole('region', { name: 'Camping' });
    const field = camping.getByRole('textbox', { name: 'Add your own item to Camping' });
    await expect.element(field).toBeVisible();
    await userEvent.type(field, 'Mallet');
    vi.mocked(ExternalLink).mockClear();
    vi.mocked(GearCategoryIcon).mockClear();

    await userEvent.keyboard('{Enter}');
    await expect.element(camping.getByRole('article', { name: 'Mallet' })).toBeVisible();
    await expect.element(screen.getByText(`0 of ${gearItems.length + 1} packed`)).toBeVisible();
    expect(vi.mocked(ExternalLink).mock.calls.length, 'cards rendered').toBe(0);
    expect(vi.mocked(GearCategoryIcon).mock.calls.length, 'categories rendered').toBeLessThanOrEqual(1);
  });
});
