import { expect, expectNoAxeViolations, hydrateIsland, test, waitForHydration } from './fixtures';
import { expectScrolledTo } from './scrolledTo';

const INVALID = 'Please enter a valid email address.';

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

test('the newsletter rejects a bad address, then subscribes and clears the field', async ({ page, pageErrors }) => {
  // Two full axe runs on a busy machine.
  test.slow();
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info') logs.push(message.text());
  });
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
  await field.fill('raver@example.com');
  await expect(form.getByText(INVALID)).toBeHidden();
  await form.getByRole('button', { name: 'Subscribe' }).click();

  const notifications = page.getByRole('region', { name: /^Notifications/ });
  await expect(notifications.getByText('Thanks for subscribing!')).toBeVisible();
  await expect(notifications.getByText('Your free festival packing checklist is on its way to your inbox.')).toBeVisible();
  await expect(field).toHaveValue('');
  expect(logs.some((line) => line.includes('raver@example.com'))).toBe(true);
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});

test('the newsletter can be completed with the keyboard alone', async ({ page }) => {
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
