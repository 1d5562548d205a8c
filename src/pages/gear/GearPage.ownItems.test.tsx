import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { gearItems } from '#content/gear';
import { storageKeys } from '#src/lib/storage';
import { pressOver } from '#src/test/pressOver';
import { renderApp } from '#src/test/renderApp';

const countIn = (category: string) => gearItems.filter((item) => item.category === category).length;
const storedItems = () => (JSON.parse(localStorage.getItem(storageKeys.customGear) ?? '{"items":[]}') as { items: unknown[] }).items;
const own = (name: string, category = 'camping', packed = false) => ({ id: crypto.randomUUID(), category, name, packed });

async function renderGear() {
  const result = await renderApp('/gear-checklists');
  await expect.element(result.screen.getByRole('heading', { level: 1, name: 'The Ultimate Festival Gear Checklist' })).toBeVisible();
  return result;
}

afterEach(() => {
  toast.dismiss();
});

describe('your own items on the gear checklist', () => {
  it('adds a named item to a category with the form, after a clear message for an empty name', async () => {
    const { screen } = await renderGear();
    const camping = screen.getByRole('region', { name: 'Camping' });
    const field = camping.getByRole('textbox', { name: 'Add your own item to Camping' });
    const add = camping.getByRole('button', { name: 'Add to Camping' });

    await add.click();
    await expect.element(camping.getByText('Enter a name for your item.')).toBeVisible();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveFocus();
    await userEvent.type(field, 'T');
    await expect.element(camping.getByText('Enter a name for your item.')).not.toBeInTheDocument();
    await userEvent.type(field, 'ent pegs  ');
    await userEvent.keyboard('{Enter}');

    const item = camping.getByRole('article', { name: 'Tent pegs' });
    await expect.element(item).toBeVisible();
    await expect.element(item.getByRole('checkbox', { name: 'Packed Tent pegs' })).not.toBeChecked();
    await expect.element(field).toHaveValue('');
    await expect.element(field).toHaveFocus();
    await expect.element(screen.getByRole('region', { name: /^Notifications/ }).getByText('Added Tent pegs to Camping.')).toBeInTheDocument();
    await expect.element(camping.getByText(`0 of ${countIn('Camping') + 1} packed`)).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent(`0 of ${gearItems.length + 1} packed`);
    expect(storedItems()).toEqual([{ id: expect.any(String), category: 'camping', name: 'Tent pegs', packed: false }]);
    expect(screen.getByRole('region', { name: 'Tech' }).getByRole('article', { name: 'Tent pegs' }).elements()).toHaveLength(0);
  });

  it('ticks an own item, counts it in its category and overall, and unticks it with the reset', async () => {
    localStorage.setItem(storageKeys.customGear, JSON.stringify({ items: [own('Tent pegs')], edited: [] }));
    localStorage.setItem(storageKeys.packedGear, JSON.stringify(['pop-up-tent']));
    const { screen } = await renderGear();
    const camping = screen.getByRole('region', { name: 'Camping' });
    await camping.getByRole('checkbox', { name: 'Packed Tent pegs' }).click();
    await expect.element(camping.getByText(`2 of ${countIn('Camping') + 1} packed`)).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent(`2 of ${gearItems.length + 1} packed`);
    expect(storedItems()).toEqual([expect.objectContaining({ name: 'Tent pegs', packed: true })]);

    await screen.getByRole('button', { name: 'Reset checklist' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Reset the checklist?' });
    await expect.element(dialog.getByText('This unticks all 2 packed items.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Reset checklist' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent(`0 of ${gearItems.length + 1} packed`);
    await expect.element(camping.getByRole('checkbox', { name: 'Packed Tent pegs' })).not.toBeChecked();
    expect(storedItems()).toEqual([expect.objectContaining({ name: 'Tent pegs', packed: false })]);
  });

  it('renames an item in place: Escape cancels, an empty name is refused, and focus comes back to Rename', async () => {
    localStorage.setItem(storageKeys.customGear, JSON.stringify({ items: [own('Tent pegs')], edited: [] }));
    const { screen } = await renderGear();
    const camping = screen.getByRole('region', { name: 'Camping' });
    const rename = camping.getByRole('button', { name: 'Rename Tent pegs' });

    await rename.click();
    const field = camping.getByRole('textbox', { name: 'New name for Tent pegs' });
    await expect.element(field).toHaveFocus();
    await expect.element(field).toHaveValue('Tent pegs');
    await userEvent.type(field, ' and mallet');
    await userEvent.keyboard('{Escape}');
    await expect.element(field).not.toBeInTheDocument();
    await expect.element(rename).toHaveFocus();
    await expect.element(camping.getByRole('article', { name: 'Tent pegs' })).toBeVisible();

    await rename.click();
    await userEvent.clear(field);
    await camping.getByRole('button', { name: 'Save the new name of Tent pegs' }).click();
    await expect.element(camping.getByText('Enter a name for your item.')).toBeVisible();
    await expect.element(field).toHaveFocus();
    await userEvent.type(field, 'Spare tent pegs');
    await userEvent.keyboard('{Enter}');

    await expect.element(camping.getByRole('article', { name: 'Spare tent pegs' })).toBeVisible();
    await expect.element(camping.getByRole('button', { name: 'Rename Spare tent pegs' })).toHaveFocus();
    expect(storedItems()).toEqual([expect.objectContaining({ name: 'Spare tent pegs' })]);
  });

  it('removes an item with a button naming it, says so politely, and puts focus in its category’s form', async () => {
    localStorage.setItem(storageKeys.customGear, JSON.stringify({ items: [own('Tent pegs', 'camping', true), own('Spare cable', 'tech')], edited: [] }));
    const { screen } = await renderGear();
    const camping = screen.getByRole('region', { name: 'Camping' });
    await expect.element(screen.getByRole('status')).toHaveTextContent(`1 of ${gearItems.length + 2} packed`);

    await camping.getByRole('button', { name: 'Remove Tent pegs' }).click();
    await expect.element(camping.getByRole('article', { name: 'Tent pegs' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('region', { name: /^Notifications/ }).getByText('Removed Tent pegs from Camping.')).toBeInTheDocument();
    await expect.element(camping.getByRole('textbox', { name: 'Add your own item to Camping' })).toHaveFocus();
    await expect.element(screen.getByRole('status')).toHaveTextContent(`0 of ${gearItems.length + 1} packed`);
    await expect.element(screen.getByRole('region', { name: 'Tech' }).getByRole('article', { name: 'Spare cable' })).toBeVisible();
    expect(storedItems()).toEqual([expect.objectContaining({ name: 'Spare cable' })]);
  });

  it('shows own items in the compact list as a name and a tick, the row ticking it', async () => {
    localStorage.setItem(storageKeys.customGear, JSON.stringify({ items: [own('Tent pegs')], edited: [] }));
    localStorage.setItem(storageKeys.gearView, 'compact');
    const { screen } = await renderGear();
    const item = screen.getByRole('article', { name: 'Tent pegs' });
    await expect.element(item.getByRole('heading', { name: 'Tent pegs' })).toBeVisible();
    await pressOver(item, item.getByRole('heading', { name: 'Tent pegs' }));
    await expect.element(item.getByRole('checkbox', { name: 'Packed Tent pegs' })).toBeChecked();
    await item.getByRole('button', { name: 'Rename Tent pegs' }).click();
    await expect.element(item.getByRole('textbox', { name: 'New name for Tent pegs' })).toHaveFocus();
  });

  it('keeps the stored own items when the value is damaged in part, and shows none from a corrupt one', async () => {
    localStorage.setItem(storageKeys.customGear, JSON.stringify({ items: [own('Tent pegs'), { name: 42 }], edited: [] }));
    const first = await renderGear();
    await expect.element(first.screen.getByRole('article', { name: 'Tent pegs' })).toBeVisible();
    first.screen.unmount();

    localStorage.setItem(storageKeys.customGear, '{"items":');
    const { screen } = await renderGear();
    await expect.element(screen.getByRole('status')).toHaveTextContent(`0 of ${gearItems.length} packed`);
    expect(localStorage.getItem(storageKeys.customGear)).toBeNull();
  });
});
