import { describe, expect, it } from 'vitest';
import { gearItems } from '#content/gear';
import { storageKeys } from '#src/lib/storage';
import { pressOver } from '#src/test/pressOver';
import { renderApp } from '#src/test/renderApp';

async function renderGear() {
  const result = await renderApp('/gear-checklists');
  await expect.element(result.screen.getByRole('heading', { level: 1, name: 'The Ultimate Festival Gear Checklist' })).toBeVisible();
  return result;
}

describe('the gear checklist as a compact list', () => {
  it('shows a compact list of names and ticks on request, and remembers it in this browser', async () => {
    const first = await renderGear();
    const compact = first.screen.getByRole('button', { name: 'Compact list' });
    await expect.element(compact).toHaveAttribute('aria-pressed', 'false');
    const tent = first.screen.getByRole('article', { name: 'Pop-Up Tent' });
    await expect.element(tent.getByText(/^Springs open in seconds/)).toBeVisible();

    await compact.click();
    await expect.element(compact).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(storageKeys.gearView)).toBe('compact');
    await expect.element(tent.getByText(/^Springs open in seconds/)).not.toBeVisible();
    await expect.element(tent.getByRole('link', { name: /^Shop on Amazon/, includeHidden: true })).not.toBeVisible();
    expect(tent.element().querySelector('img')?.checkVisibility()).toBe(false);
    await expect.element(tent.getByRole('heading', { name: 'Pop-Up Tent' })).toBeVisible();
    const box = tent.getByRole('checkbox', { name: 'Packed Pop-Up Tent' });
    await expect.element(box).toBeVisible();
    // The whole row is the tick's target: a press on the name ticks it.
    await pressOver(tent, tent.getByRole('heading', { name: 'Pop-Up Tent' }));
    await expect.element(box).toBeChecked();
    await expect.element(first.screen.getByRole('status')).toHaveTextContent(`1 of ${gearItems.length} packed`);
    first.screen.unmount();

    const { screen } = await renderGear();
    await expect.element(screen.getByRole('button', { name: 'Compact list' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByText(/^Springs open in seconds/)).not.toBeVisible();
    await screen.getByRole('button', { name: 'Compact list' }).click();
    await expect.element(screen.getByRole('button', { name: 'Compact list' })).toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByText(/^Springs open in seconds/)).toBeVisible();
    expect(localStorage.getItem(storageKeys.gearView)).toBe('cards');
  });
});
