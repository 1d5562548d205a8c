import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#src/test/renderApp';
import CookieBanner from './CookieBanner';

const banner = () => document.querySelector('[aria-label="Cookie consent"]');

describe('cookie banner', () => {
  it('appears 500 ms after it mounts and stores consent on Accept & Close', async () => {
    vi.useFakeTimers();
    const { screen } = await renderWithRouter(<CookieBanner />);
    await vi.advanceTimersByTimeAsync(499);
    expect(banner()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    const region = screen.getByRole('region', { name: 'Cookie consent' });
    await expect.element(region).toBeVisible();
    await region.getByRole('button', { name: 'Accept & Close' }).click();
    await expect.element(region).not.toBeInTheDocument();
    expect(localStorage.getItem('cookie_consent')).toBe('true');
  });

  it('stays hidden when consent is stored', async () => {
    localStorage.setItem('cookie_consent', 'true');
    vi.useFakeTimers();
    await renderWithRouter(<CookieBanner />);
    await vi.advanceTimersByTimeAsync(1000);
    expect(banner()).toBeNull();
  });

  it('treats a corrupt stored value as no consent and removes it', async () => {
    localStorage.setItem('cookie_consent', '{not json');
    vi.useFakeTimers();
    const { screen } = await renderWithRouter(<CookieBanner />);
    await vi.advanceTimersByTimeAsync(500);
    vi.useRealTimers();
    await expect.element(screen.getByRole('button', { name: 'Accept & Close' })).toBeVisible();
    expect(localStorage.getItem('cookie_consent')).toBeNull();
  });
});
