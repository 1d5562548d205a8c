import { newsletterHandlers } from '../mocks/newsletter';
import { memoryTableStore } from '../mocks/postgrest';
import { expect, expectNoAxeViolations, hydrateIsland, test, waitForHydration } from './fixtures';
import { mockServices } from '../scenarios/mockServices';
import { expectScrolledTo } from './scrolledTo';

const INVALID = 'Please enter a valid email address.';
const signupEndpoint = '**/functions/v1/newsletter**';
const signupHeaders = expect.objectContaining({
  apikey: 'sb_publishable_e2e-key',
  authorization: 'Bearer sb_publishable_e2e-key',
  'content-type': 'application/json',
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  // Jumps instead of smooth scrolling, so where a #hash lands does not depend on animation timing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the community page loads nothing from a third party until the visitor asks', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) foreign.push(request.url());
  });
  await page.goto('/community');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const community = page.getByRole('region', { name: 'Chat With the Tribe' });
  await expect(community.getByRole('list', { name: 'Channels' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(foreign).toEqual([]);
  await expect(community.getByRole('link', { name: /^Join us on Discord/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('region', { name: 'Follow the Tribe' }).getByRole('link')).toHaveText([/^Instagram/, /^TikTok/, /^Discord/]);
});

test('early access: a bad address is refused, a good one is put on the list', async ({ page, pageErrors }) => {
  // Two full axe runs on a busy machine.
  test.slow();
  const store = memoryTableStore();
  const sent = await mockServices(page, signupEndpoint, newsletterHandlers({ store, siteOrigin: 'https://festivalcompass.app' }));
  await page.goto('/community');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Early access sign-up' });
  const field = form.getByRole('textbox', { name: 'Email address' });
  await hydrateIsland(form);
  await field.fill('crew');
  await field.press('Enter');
  await expect(form.getByRole('alert')).toHaveText(INVALID);
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);
  await field.fill('crew@example.com');
  await field.press('Enter');
  await expect(page.getByText("You're on the list!")).toBeVisible();
  await expect(page.getByText("We'll notify you about early access to new features.")).toBeVisible();
  await expect(field).toHaveValue('');
  expect(sent).toEqual([
    {
      url: 'https://e2e-project.supabase.co/functions/v1/newsletter',
      method: 'POST',
      headers: signupHeaders,
      body: { email: 'crew@example.com', source: 'community' },
    },
  ]);
  expect(store.read().rows.newsletter_signups).toEqual([expect.objectContaining({ email: 'crew@example.com', source: 'community' })]);
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});

test('the footer signs a visitor up for festival news, and says so when the service is unreachable', async ({ page, pageErrors }) => {
  const store = memoryTableStore();
  const sent = await mockServices(page, signupEndpoint, newsletterHandlers({ store, siteOrigin: 'https://festivalcompass.app' }));
  await page.goto('/legal');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Footer newsletter' });
  const field = form.getByRole('textbox', { name: 'Email for festival news' });
  await hydrateIsland(form);
  await field.fill('crew@example.com');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText("You're signed up for festival news!")).toBeVisible();
  await expect(field).toHaveValue('');
  expect(sent).toEqual([
    {
      url: 'https://e2e-project.supabase.co/functions/v1/newsletter',
      method: 'POST',
      headers: signupHeaders,
      body: { email: 'crew@example.com', source: 'footer' },
    },
  ]);
  expect(store.read().rows.newsletter_signups).toEqual([expect.objectContaining({ email: 'crew@example.com', source: 'footer' })]);

  await page.unroute(signupEndpoint);
  await page.route(signupEndpoint, (route) => route.abort('internetdisconnected'));
  await field.fill('friend@example.com');
  await field.press('Enter');
  await expect(page.getByText('Sign-up failed')).toBeVisible();
  await expect(field).toHaveValue('friend@example.com');
  await expectNoAxeViolations(page, 'footer');
  expect(pageErrors).toEqual(['console.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED']);
});

test('the community page has no axe violations on a small screen', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/community');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

for (const anchor of ['affiliate-disclosure', 'privacy-policy', 'cookie-policy', 'terms-conditions']) {
  test(`/legal#${anchor} opens at that section`, async ({ page }) => {
    await page.goto(`/legal#${anchor}`);
    await waitForHydration(page);
    await expectScrolledTo(page, anchor);
  });
}

test('the legal page shows its date, contents and contact address', async ({ page }) => {
  test.slow();
  await page.goto('/legal');
  await waitForHydration(page);
  await expect(page.getByText('last updated June 15, 2025', { exact: false })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@localhost' })).toHaveAttribute(
    'href',
    'mailto:hello@localhost',
  );
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/legal#terms-conditions$/);
  await expectScrolledTo(page, 'terms-conditions');
  await expectNoAxeViolations(page);
});
