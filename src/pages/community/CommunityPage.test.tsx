import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { site } from '#content/site';
import { newsletterHandlers } from '#mocks/newsletter';
import { memoryTableStore } from '#mocks/postgrest';
import { callsSupabase, startMockWorker } from '#src/test/mockWorker';
import { renderApp } from '#src/test/renderApp';

const worker = startMockWorker([], callsSupabase);

describe('community page', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await page.viewport(414, 896);
  });

  it('opens with Join the Tribe', async () => {
    const { screen } = await renderApp('/community');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Join the Tribe' })).toBeVisible();
  });

  it('previews the community without loading anything from a third party, and links out on request', async () => {
    const { screen } = await renderApp('/community');
    const community = screen.getByRole('region', { name: 'Chat With the Tribe' });
    await expect.element(community.getByRole('list', { name: 'Channels' })).toBeVisible();
    const main = screen.getByRole('main').element();
    expect(main.querySelectorAll('iframe')).toHaveLength(0);
    const foreign = [...main.querySelectorAll<HTMLElement & { src: string }>('img, script, iframe, video, audio, source')]
      .map((element) => element.src)
      .filter((src) => src && new URL(src).origin !== location.origin);
    expect(foreign).toEqual([]);
    const join = community.getByRole('link', { name: 'Join us on Discord (opens in a new tab)' });
    await expect.element(join).toHaveAttribute('href', site.social.find((platform) => platform.name === 'Discord')?.url);
    await expect.element(join).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links to the three social platforms in new tabs', async () => {
    const { screen } = await renderApp('/community');
    const social = screen.getByRole('region', { name: 'Follow the Tribe' });
    expect(social.getByRole('link').elements()).toHaveLength(3);
    for (const platform of site.social) {
      const link = social.getByRole('link', { name: `${platform.name} (opens in a new tab)` });
      await expect.element(link).toHaveAttribute('href', platform.url);
      await expect.element(link).toHaveAttribute('target', '_blank');
    }
  });

  it('signs the visitor up for early access', async () => {
    const store = memoryTableStore();
    worker.use(...newsletterHandlers({ store, siteOrigin: location.origin }));
    const { screen } = await renderApp('/community');
    const section = screen.getByRole('region', { name: 'Be the First to Know' });
    const form = section.getByRole('form', { name: 'Early access sign-up' });
    const field = form.getByRole('textbox', { name: 'Email address' });
    await field.fill('not-an-email');
    await form.getByRole('button', { name: 'Get Early Access' }).click();
    await expect.element(form.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    await field.fill('crew@example.com');
    await form.getByRole('button', { name: 'Get Early Access' }).click();
    await expect.element(screen.getByText("You're on the list!")).toBeVisible();
    await expect.element(screen.getByText("We'll notify you about early access to new features.")).toBeVisible();
    await expect.element(field).toHaveValue('');
    expect(store.read().rows.newsletter_signups).toEqual([expect.objectContaining({ email: 'crew@example.com', source: 'community' })]);
  });

  it('sets the Discord preview beside the social links and the sign-up on a wide screen, and stacks them on a phone', async () => {
    await page.viewport(1280, 900);
    const { screen } = await renderApp('/community');
    const chat = screen.getByRole('region', { name: 'Chat With the Tribe' });
    await expect.element(chat).toBeVisible();
    const rect = (name: string) => screen.getByRole('region', { name }).element().getBoundingClientRect();
    const [preview, social, signup] = ['Chat With the Tribe', 'Follow the Tribe', 'Be the First to Know'].map(rect);
    expect(social!.left).toBeGreaterThanOrEqual(preview!.right);
    expect(signup!.left).toBe(social!.left);
    expect(signup!.bottom).toBeLessThanOrEqual(preview!.bottom + 1);
    await page.viewport(390, 900);
    await expect.poll(() => rect('Follow the Tribe').top).toBeGreaterThanOrEqual(rect('Chat With the Tribe').bottom);
  });
});
