import { describe, expect, it } from 'vitest';
import { storageKeys } from '#src/lib/storage';
import { renderApp } from '#src/test/renderApp';

async function renderGear() {
  const result = await renderApp('/gear-checklists');
  await expect.element(result.screen.getByRole('heading', { level: 1, name: 'The Ultimate Festival Gear Checklist' })).toBeVisible();
  return result;
}

describe('the gear checklist with a stored view it does not know', () => {
  it('shows the cards when the stored view is not one it knows, and forgets that value', async () => {
    localStorage.setItem(storageKeys.gearView, '{"view":"compact"}');
    const { screen } = await renderGear();
    await expect.element(screen.getByRole('button', { name: 'Compact list' })).toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByText(/^Springs open in seconds/)).toBeVisible();
    expect(localStorage.getItem(storageKeys.gearView)).toBeNull();
  });
});
