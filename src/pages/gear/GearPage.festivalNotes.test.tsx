import { describe, expect, it } from 'vitest';
import { findFestivalBySlug } from '#content/festivals';
import { gearItems } from '#content/gear';
import { guideFor } from '#content/guides';
import { storageKeys } from '#src/lib/storage';
import { renderApp } from '#src/test/renderApp';

const glastonbury = guideFor('glastonbury');
const festival = findFestivalBySlug('glastonbury');
if (!glastonbury || !festival) throw new Error('missing the Glastonbury guide');
const nameOf = (id: string) => gearItems.find((item) => item.id === id)?.name ?? id;

async function renderChecklist(path: string) {
  const result = await renderApp(path);
  await expect.element(result.screen.getByRole('heading', { level: 1, name: 'The Ultimate Festival Gear Checklist' })).toBeVisible();
  return result;
}

describe("the checklist packed for a festival", () => {
  it("leads with the festival's weather and guide notes, and marks the items it stresses with the reason", async () => {
    const { screen } = await renderChecklist('/gear-checklists?festival=glastonbury');
    const notes = screen.getByRole('region', { name: `Packing for ${festival.name}` });
    await expect.element(notes).toBeVisible();
    await expect.element(notes.getByRole('heading', { level: 3, name: `Weather: ${glastonbury.weather.month}` })).toBeVisible();
    await expect.element(notes.getByText(glastonbury.weather.typical)).toBeVisible();
    await expect.element(notes.getByText(glastonbury.weather.packing)).toBeVisible();
    await expect.element(notes.getByRole('link', { name: `${festival.name} guide` })).toHaveAttribute('href', '/festival-guides/glastonbury');
    const main = screen.getByRole('main');
    const headings = main.getByRole('heading', { level: 2 }).elements().map((heading) => heading.textContent?.trim());
    expect(headings[0], 'the notes come before every category').toBe(`Packing for ${festival.name}`);

    for (const { itemId, reason } of glastonbury.packingFocus) {
      await expect.element(notes.getByRole('listitem').filter({ hasText: reason })).toHaveTextContent(`${nameOf(itemId)}: ${reason}`);
      const card = main.getByRole('article', { name: nameOf(itemId) });
      await expect.element(card.getByText(`For ${festival.name}:`)).toBeVisible();
      await expect.element(card).toHaveTextContent(reason);
    }
    const marked = main.getByText(`For ${festival.name}:`).elements();
    expect(marked).toHaveLength(glastonbury.packingFocus.length);
  });

  it('marks the items in the compact list too, beside their names', async () => {
    localStorage.setItem(storageKeys.gearView, 'compact');
    const { screen } = await renderChecklist('/gear-checklists?festival=glastonbury');
    for (const { itemId } of glastonbury.packingFocus) {
      await expect.element(screen.getByRole('article', { name: nameOf(itemId) }).getByText(`For ${festival.name}:`)).toBeVisible();
    }
    localStorage.clear();
  });

  it('shows the plain checklist, unmarked, without a festival', async () => {
    const { screen } = await renderChecklist('/gear-checklists');
    await expect.element(screen.getByRole('region', { name: 'Festival Essentials' })).toBeVisible();
    expect(screen.getByRole('region', { name: /^Packing for/ }).elements()).toHaveLength(0);
    expect(screen.getByText(/^For .+:$/).elements()).toHaveLength(0);
  });

  it.each([
    ['an unknown festival', 'no-such-fest', 'no-such-fest'],
    ['an odd address', encodeURIComponent('<b>Glasto</b>'.repeat(12)), `${'<b>Glasto</b>'.repeat(12).slice(0, 60)}…`],
  ])('says plainly that it knows no festival for %s, and keeps the whole checklist and its ticks', async (_label, slug, shown) => {
    localStorage.setItem(storageKeys.packedGear, JSON.stringify(['photo-id']));
    const { screen } = await renderChecklist(`/gear-checklists?festival=${slug}`);
    const notes = screen.getByRole('region', { name: 'Packing for a festival' });
    await expect.element(notes).toHaveTextContent(`We have no festival called “${shown}”`);
    await expect.element(notes.getByRole('link', { name: 'festival guides' })).toHaveAttribute('href', '/festival-guides');
    await expect.element(screen.getByRole('status')).toHaveTextContent(`1 of ${gearItems.length} packed`);
    await expect.element(screen.getByRole('checkbox', { name: 'Packed Photo ID or Passport' })).toBeChecked();
    localStorage.clear();
  });
});
