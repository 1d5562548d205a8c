import { describe, expect, it } from 'vitest';
import { gearCategories, gearItems } from '../../../content/gear';
import { renderApp } from '../../test/renderApp';

async function renderGear() {
  const result = await renderApp('/gear-checklists');
  await expect.element(result.screen.getByRole('heading', { level: 1, name: 'The Ultimate Festival Gear Checklist' })).toBeVisible();
  return result;
}

describe('gear checklist page', () => {
  it('groups the items under the six categories with title, subtitle and icon', async () => {
    const { screen } = await renderGear();
    const headings = screen.getByRole('main').getByRole('heading', { level: 2 }).elements().map((heading) => heading.textContent?.trim());
    expect(headings).toEqual(gearCategories.map((category) => `${category.icon} ${category.title}`));
    for (const category of gearCategories) {
      const section = screen.getByRole('region', { name: category.title });
      await expect.element(section.getByText(category.subtitle)).toBeVisible();
      const names = section.getByRole('heading', { level: 3 }).elements().map((heading) => heading.textContent);
      expect(names).toEqual(gearItems.filter((item) => item.category === category.title).map((item) => item.name));
    }
  });

  it('shows each item with image, name, description and a sponsored Amazon link in a new tab', async () => {
    const { screen } = await renderGear();
    const item = gearItems.find((gear) => gear.id === 'power-bank');
    if (!item) throw new Error('missing gear item');
    const card = screen.getByRole('article', { name: item.name });
    await expect.element(card.getByText(item.description)).toBeVisible();
    const image = card.element().querySelector('img');
    expect(image?.getAttribute('src')).toBe(item.imageUrl);
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt'), 'the picture repeats the name beside it').toBe('');
    const link = card.getByRole('link', { name: 'Shop on Amazon (opens in a new tab)' });
    await expect.element(link).toHaveAttribute('href', item.amazonUrl);
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(new URL(item.amazonUrl).searchParams.get('tag')).toBe('festivalcompass-20');
    expect(screen.getByRole('link', { name: /Shop on Amazon/ }).elements()).toHaveLength(gearItems.length);
  });

  it('discloses the affiliate links', async () => {
    const { screen } = await renderGear();
    await expect.element(screen.getByText(/As an Amazon Associate we earn from qualifying purchases/)).toBeVisible();
    await expect
      .element(screen.getByRole('main').getByRole('link', { name: 'affiliate disclosure' }))
      .toHaveAttribute('href', '/legal#affiliate-disclosure');
  });
});
