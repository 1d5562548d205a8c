import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { gearCategories, gearItems } from '#content/gear';
import { storageKeys } from '#src/lib/storage';
import { expectDrawnOnlyNearTheScreen } from '#src/test/drawnNearTheScreen';
import { renderApp } from '#src/test/renderApp';

const storedTicks = () => JSON.parse(localStorage.getItem(storageKeys.packedGear) ?? '[]') as unknown;
const countIn = (category: string) => gearItems.filter((item) => item.category === category).length;

async function renderGear() {
  const result = await renderApp('/gear-checklists');
  await expect.element(result.screen.getByRole('heading', { level: 1, name: 'The Ultimate Festival Gear Checklist' })).toBeVisible();
  return result;
}

describe('gear checklist page', () => {
  it('groups the items under the seven categories, the festival essentials first, with title, subtitle and a drawn icon', async () => {
    const { screen } = await renderGear();
    const headings = screen.getByRole('main').getByRole('heading', { level: 2 }).elements();
    expect(headings.map((heading) => heading.textContent?.trim())).toEqual(gearCategories.map((category) => category.title));
    for (const heading of headings) {
      const icon = heading.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden'), 'an SVG icon, not an emoji glyph').toBe('true');
      expect(icon?.getBoundingClientRect().width).toBeGreaterThan(16);
    }
    for (const category of gearCategories) {
      const section = screen.getByRole('region', { name: category.title });
      await expect.element(section.getByText(category.subtitle)).toBeVisible();
      const names = section.getByRole('heading', { level: 3 }).elements().map((heading) => heading.textContent);
      expect(names).toEqual(gearItems.filter((item) => item.category === category.title).map((item) => item.name));
    }
  });

  it('draws only the items near the screen, each as it comes near', async () => {
    await renderGear();
    await expectDrawnOnlyNearTheScreen([...document.querySelectorAll('main article h3')]);
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

  it('gives every item a Packed checkbox, counts progress per category and overall, and stores the ticks', async () => {
    const { screen } = await renderGear();
    const main = screen.getByRole('main');
    expect(main.getByRole('checkbox', { name: /^Packed / }).elements()).toHaveLength(gearItems.length);
    await expect.element(main.getByText(`0 of ${gearItems.length} packed`)).toBeVisible();
    const tech = screen.getByRole('region', { name: 'Tech' });
    await expect.element(tech.getByText(`0 of ${countIn('Tech')} packed`)).toBeVisible();
    await tech.getByRole('checkbox', { name: 'Packed High-Capacity Power Bank' }).click();
    await tech.getByRole('checkbox', { name: 'Packed Phone Lanyard' }).click();
    await expect.element(tech.getByText(`2 of ${countIn('Tech')} packed`)).toBeVisible();
    await expect.element(main.getByText(`2 of ${gearItems.length} packed`)).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Camping' }).getByText(`0 of ${countIn('Camping')} packed`)).toBeVisible();
    expect(storedTicks()).toEqual(['power-bank', 'phone-lanyard']);
    await tech.getByRole('checkbox', { name: 'Packed Phone Lanyard' }).click();
    await expect.element(main.getByText(`1 of ${gearItems.length} packed`)).toBeVisible();
    expect(storedTicks()).toEqual(['power-bank']);
  });

  it('names the stored set and item of each Packed box, for the inline script to tick before hydration', async () => {
    const { screen } = await renderGear();
    const tent = screen.getByRole('checkbox', { name: 'Packed Pop-Up Tent' }).element();
    expect([tent.getAttribute('data-stored-set'), tent.getAttribute('data-stored-value')]).toEqual([storageKeys.packedGear, 'pop-up-tent']);
  });

  it('shows the stored ticks again, and starts clean when the stored value is corrupt', async () => {
    localStorage.setItem(storageKeys.packedGear, JSON.stringify(['pop-up-tent', 'headlamp', 'no-such-item']));
    const first = await renderGear();
    await expect.element(first.screen.getByRole('checkbox', { name: 'Packed Pop-Up Tent' })).toBeChecked();
    await expect.element(first.screen.getByRole('checkbox', { name: 'Packed LED Headlamp' })).toBeChecked();
    await expect.element(first.screen.getByText(`2 of ${gearItems.length} packed`)).toBeVisible();
    first.screen.unmount();

    localStorage.setItem(storageKeys.packedGear, '{"tent":true');
    const { screen } = await renderGear();
    await expect.element(screen.getByText(`0 of ${gearItems.length} packed`)).toBeVisible();
    expect(screen.getByRole('checkbox', { checked: true }).elements()).toHaveLength(0);
    expect(localStorage.getItem(storageKeys.packedGear)).toBeNull();
  });

  it('asks before resetting the checklist with two equally wide answers, and keeps the ticks when the visitor changes their mind', async () => {
    localStorage.setItem(storageKeys.packedGear, JSON.stringify(['pop-up-tent', 'headlamp']));
    const { screen } = await renderGear();
    const reset = screen.getByRole('button', { name: 'Reset checklist' });
    await reset.click();
    const dialog = screen.getByRole('alertdialog', { name: 'Reset the checklist?' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('This unticks all 2 packed items.')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Keep my ticks' })).toHaveFocus();
    // Its two answers are equally wide: side by side, or one above the other where two do not fit.
    const answers = [dialog.getByRole('button', { name: 'Keep my ticks' }), dialog.getByRole('button', { name: 'Reset checklist' })];
    for (const width of [390, 320, 1280]) {
      await page.viewport(width, 800);
      const [keep, confirm] = answers.map((answer) => answer.element().getBoundingClientRect());
      expect(keep!.width, `at ${width} px`).toBeCloseTo(confirm!.width, 0);
    }
    await page.viewport(414, 896);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(reset).toHaveFocus();
    await expect.element(screen.getByRole('checkbox', { name: 'Packed Pop-Up Tent' })).toBeChecked();

    await reset.click();
    await screen.getByRole('button', { name: 'Keep my ticks' }).click();
    await expect.element(reset).toHaveFocus();
    expect(storedTicks()).toEqual(['pop-up-tent', 'headlamp']);

    await reset.click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Reset checklist' }).click();
    await expect.element(screen.getByText(`0 of ${gearItems.length} packed`)).toBeVisible();
    expect(screen.getByRole('checkbox', { checked: true }).elements()).toHaveLength(0);
    expect(localStorage.getItem(storageKeys.packedGear)).toBeNull();
    await expect.element(reset).toBeDisabled();
    await expect.element(screen.getByRole('checkbox', { name: 'Packed Ticket or Wristband' })).toHaveFocus();
  });
});
