import { http, HttpResponse } from 'msw';
import { newsletterHandlers } from '../mocks/newsletter';
import { memoryTableStore } from '../mocks/postgrest';
import { expect, expectNoAxeViolations, hydrateIsland, test, waitForHydration } from './fixtures';
import { mockServices } from '../scenarios/mockServices';
import { expectScrolledTo } from './scrolledTo';

const INVALID = 'Please enter a valid email address.';
const signupEndpoint = '**/functions/v1/newsletter**';
const newsletter = (store = memoryTableStore()) => newsletterHandlers({ store, siteOrigin: 'https://festivalcompass.app' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  // Jumps instead of smooth scrolling, so where a #hash lands does not depend on animation timing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const destinations = [
  { name: 'Explore Checklists & Guides', url: /\/gear-checklists$/, heading: 'The Ultimate Festival Gear Checklist' },
  { name: 'Coachella Survival Guide', url: /\/festival-guides\/coachella$/, heading: /Coachella.* Guide$/ },
  { name: 'See All Guides', url: /\/festival-guides$/, heading: 'Festival Guides' },
  { name: 'Search Flights', url: /\/travel-deals#flights$/, heading: 'Travel Deals', section: 'flights' },
  { name: 'Find Hotels', url: /\/travel-deals#hotels$/, heading: 'Travel Deals', section: 'hotels' },
  { name: 'View Festival Calendar', url: /\/festival-calendar$/, heading: 'Global Festival Calendar' },
];

for (const destination of destinations) {
  test(`'${destination.name}' on the home page leads to its page`, async ({ page, pageErrors }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: destination.name, exact: true }).click();
    await expect(page).toHaveURL(destination.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(destination.heading);
    if (destination.section) await expectScrolledTo(page, destination.section);
    expect(pageErrors).toEqual([]);
  });
}

test('the hero is plain prerendered text that needs no image or script to show', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(request.url());
  });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Your Ultimate Festival Adventure' });
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Explore Checklists & Guides' })).toBeVisible();
  await expect(hero.locator('img')).toHaveCount(0);
  for (const image of await page.getByRole('region', { name: 'Your Festival Compass' }).getByRole('img').all()) {
    await expect(image).toHaveAttribute('loading', 'lazy');
  }
  await context.close();
});

test('the newsletter rejects a bad address, then records a good one and clears the field', async ({ page, pageErrors }) => {
  // Two full axe runs on a busy machine.
  test.slow();
  const store = memoryTableStore();
  const sent = await mockServices(page, signupEndpoint, newsletter(store));
  await page.goto('/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  const field = form.getByRole('textbox', { name: 'Email address' });
  await hydrateIsland(form);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText(INVALID);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await field.fill('raver@example');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText(INVALID);
  expect(sent).toEqual([]);
  await field.fill('raver@example.com');
  await expect(form.getByText(INVALID)).toBeHidden();
  await form.getByRole('button', { name: 'Subscribe' }).click();

  const notifications = page.getByRole('region', { name: /^Notifications/ });
  await expect(notifications.getByText('Thanks for subscribing!')).toBeVisible();
  await expect(notifications.getByText('Your free festival packing checklist is on its way to your inbox.')).toBeVisible();
  await expect(field).toHaveValue('');
  expect(sent).toEqual([
    {
      url: 'https://e2e-project.supabase.co/functions/v1/newsletter',
      method: 'POST',
      headers: expect.objectContaining({
        apikey: 'sb_publishable_e2e-key',
        authorization: 'Bearer sb_publishable_e2e-key',
        'content-type': 'application/json',
      }),
      body: { email: 'raver@example.com', source: 'home' },
    },
  ]);
  expect(store.read().rows.newsletter_signups).toEqual([expect.objectContaining({ email: 'raver@example.com', source: 'home' })]);
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});

test('the newsletter thanks a visitor already on the list, and loads the data client only on submit', async ({ page, pageErrors }) => {
  const store = memoryTableStore();
  await mockServices(page, signupEndpoint, newsletter(store));
  // supabase-js's chunk is the one that names its auth client.
  const scripts: Promise<{ url: string; isClient: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ url: response.url(), isClient: body.includes('GoTrueClient') }), () => ({ url: response.url(), isClient: false })));
  });
  const clientScripts = async () => (await Promise.all(scripts)).filter(({ isClient }) => isClient).map(({ url }) => url);
  await page.goto('/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  const field = form.getByRole('textbox', { name: 'Email address' });
  await hydrateIsland(form);
  await page.waitForLoadState('networkidle');
  expect(await clientScripts(), 'supabase-js before any sign-up').toEqual([]);
  for (const address of ['raver@example.com', 'Raver@Example.com']) {
    await field.fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thanks for subscribing!')).toHaveCount(1);
    await expect(field).toHaveValue('');
    await page.getByRole('button', { name: 'Close toast' }).click();
    await expect(page.getByText('Thanks for subscribing!')).toHaveCount(0);
  }
  expect(await clientScripts()).toHaveLength(1);
  expect(store.read().rows.newsletter_signups).toHaveLength(1);
  // The repeat is answered as the first was: nothing for the browser to report.
  expect(pageErrors).toEqual([]);
});

test('a newsletter sign-up that fails says so and keeps the address', async ({ page, pageErrors }) => {
  const refused = () => HttpResponse.json({ error: 'too-many-requests' }, { status: 429 });
  await mockServices(page, signupEndpoint, [http.post('*/functions/v1/newsletter', refused)]);
  await page.goto('/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  const field = form.getByRole('textbox', { name: 'Email address' });
  await hydrateIsland(form);
  await field.fill('raver@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  await expect(notifications.getByText('Sign-up failed')).toBeVisible();
  await expect(notifications.getByText('Your address was not saved. Check your connection and try again.')).toBeVisible();
  await expect(field).toHaveValue('raver@example.com');
  await expect(form.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-disabled');
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual(['console.error: Failed to load resource: the server responded with a status of 429 (Too Many Requests)']);
});

test('the newsletter can be completed with the keyboard alone', async ({ page }) => {
  await mockServices(page, signupEndpoint, newsletter());
  await page.goto('/');
  await waitForHydration(page);
  const field = page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('textbox', { name: 'Email address' });
  for (let presses = 0; presses < 80 && !(await field.evaluate((input) => input === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  await hydrateIsland(field);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: INVALID })).toBeVisible();
  await expect(field).toBeFocused();
  await page.keyboard.type('raver@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
  await expect(field).toHaveValue('');
});

test('the home page has no axe violations on a small screen', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
