import { describe, expect, it } from 'vitest';
import { festivals } from '#content/festivals';
import { renderApp } from '#src/test/renderApp';

describe('festival guides page', () => {
  it('shows every festival with poster, name, description and a Read Guide link', async () => {
    const { screen, location } = await renderApp('/festival-guides');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Festival Guides' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(main.getByRole('article').elements()).toHaveLength(festivals.length);

    const card = main.getByRole('article', { name: 'Tomorrowland' });
    await expect.element(card.getByText(festivals.find((f) => f.id === 1)?.description.split('\n')[0] ?? '')).toBeVisible();
    const poster = card.getByRole('img', { name: 'Tomorrowland poster' });
    await expect.element(poster).toHaveAttribute('src', '/images/posters/tomorrowland.svg');
    await expect.element(poster).toHaveAttribute('loading', 'lazy');

    const link = card.getByRole('link', { name: 'Read Guide' });
    await expect.element(link).toHaveAttribute('href', '/festival-guides/tomorrowland');
    await link.click();
    expect(location.history?.at(-1)).toBe('/festival-guides/tomorrowland');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Tomorrowland Guide' })).toBeVisible();
  });

  it('shows the fallback poster for a festival without one', async () => {
    const { screen } = await renderApp('/festival-guides');
    const card = screen.getByRole('main').getByRole('article', { name: 'Boardmasters' });
    await expect.element(card).toBeVisible();
    expect(card.element().querySelector('img')?.getAttribute('src')).toBe('/images/posters/fallback.svg');
  });
});
