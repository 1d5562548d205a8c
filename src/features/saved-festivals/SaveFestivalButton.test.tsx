import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { findFestivalById } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { storageKeys } from '#src/lib/storage';
import { renderWithRouter } from '#src/test/renderApp';
import { SavedFestivalsLink } from './SavedFestivalsLink';
import { SaveFestivalButton } from './SaveFestivalButton';

const tomorrowland = findFestivalById(1) as Festival;
const glastonbury = findFestivalById(3) as Festival;

const stored = () => JSON.parse(localStorage.getItem(storageKeys.savedFestivals) ?? '[]') as unknown;

async function renderSaving() {
  const { screen } = await renderWithRouter(
    <>
      <SavedFestivalsLink />
      <SaveFestivalButton festival={tomorrowland} />
      <SaveFestivalButton festival={glastonbury} />
    </>,
  );
  return {
    screen,
    save: (festival: Festival) => screen.getByRole('button', { name: `Save ${festival.name}` }),
    count: screen.getByRole('link', { name: /saved festival/ }),
  };
}

describe('saving festivals', () => {
  it('is a toggle button named for the festival, stored in localStorage', async () => {
    const { save } = await renderSaving();
    await expect.element(save(tomorrowland)).toHaveAttribute('aria-pressed', 'false');
    await save(tomorrowland).click();
    await expect.element(save(tomorrowland)).toHaveAttribute('aria-pressed', 'true');
    await expect.element(save(glastonbury)).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([tomorrowland.id]);
    await save(tomorrowland).click();
    await expect.element(save(tomorrowland)).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(storageKeys.savedFestivals)).toBeNull();
  });

  it('counts the saved festivals in a link to the saved-only calendar, in step with the buttons', async () => {
    const { save, count } = await renderSaving();
    await expect.element(count).toHaveAccessibleName('0 saved festivals');
    await expect.element(count).toHaveAttribute('href', '/festival-calendar?saved=1');
    await save(tomorrowland).click();
    await expect.element(count).toHaveAccessibleName('1 saved festival');
    await save(glastonbury).click();
    await expect.element(count).toHaveAccessibleName('2 saved festivals');
  });

  it('follows saves made in another tab', async () => {
    const { save, count } = await renderSaving();
    act(() => {
      localStorage.setItem(storageKeys.savedFestivals, JSON.stringify([glastonbury.id]));
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.savedFestivals }));
    });
    await expect.element(save(glastonbury)).toHaveAttribute('aria-pressed', 'true');
    await expect.element(count).toHaveAccessibleName('1 saved festival');
  });

  it('names its stored set and festival for the inline script, and fills its star whenever it is pressed', async () => {
    const { save } = await renderSaving();
    const button = save(tomorrowland).element();
    expect([button.getAttribute('data-stored-set'), button.getAttribute('data-stored-value')]).toEqual([storageKeys.savedFestivals, '1']);
    const star = () => getComputedStyle(button.querySelector('path') as Element).fill;
    expect(star()).toBe('none');
    // As the inline script presses it before hydration, from the stored set.
    button.setAttribute('aria-pressed', 'true');
    expect(star()).not.toBe('none');
  });

  it('reads Saved while pressed, also when the inline script pressed it, and keeps its name', async () => {
    const { save } = await renderSaving();
    const visible = (festival: Festival) => (save(festival).element() as HTMLElement).innerText.trim();
    expect(visible(tomorrowland)).toBe('Save');
    await save(tomorrowland).click();
    await expect.element(save(tomorrowland)).toHaveAttribute('aria-pressed', 'true');
    expect(visible(tomorrowland)).toBe('Saved');
    await expect.element(save(tomorrowland)).toHaveAccessibleName('Save Tomorrowland');
    // As the inline script presses it before hydration, from the stored set.
    save(glastonbury).element().setAttribute('aria-pressed', 'true');
    expect(visible(glastonbury)).toBe('Saved');
  });

  it('starts clean when the stored value is corrupt', async () => {
    localStorage.setItem(storageKeys.savedFestivals, '{"festivals": "all"}');
    const { save, count } = await renderSaving();
    await expect.element(save(tomorrowland)).toHaveAttribute('aria-pressed', 'false');
    await expect.element(count).toHaveAccessibleName('0 saved festivals');
    await save(tomorrowland).click();
    expect(stored()).toEqual([tomorrowland.id]);
  });
});
