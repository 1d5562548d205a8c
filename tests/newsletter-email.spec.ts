import { newsletterHandlers, type NewsletterEmail } from '../mocks/newsletter';
import { memoryTableStore } from '../mocks/postgrest';
import { expect, expectNoAxeViolations, hydrateIsland, test, waitForHydration } from './fixtures';
import { mockServices } from '../scenarios/mockServices';

/**
 * The sign-up emails against the built site: the newsletter function is answered by the stand-in
 * demo mode uses, whose emails land in `outbox` (demo mode's inbox), and their links are followed.
 */
const forms = [
  {
    page: '/',
    form: 'Newsletter sign-up',
    field: 'Email address',
    submit: 'Subscribe',
    toast: 'Thanks for subscribing!',
    subject: 'Your festival packing checklist from Festival Compass',
  },
  {
    page: '/community',
    form: 'Early access sign-up',
    field: 'Email address',
    submit: 'Get Early Access',
    toast: "You're on the list!",
    subject: 'Please confirm your sign-up to Festival Compass',
  },
  {
    page: '/legal',
    form: 'Footer newsletter',
    field: 'Email for festival news',
    submit: 'Sign up',
    toast: "You're signed up for festival news!",
    subject: 'Please confirm your sign-up to Festival Compass',
  },
];

for (const signup of forms) {
  test(`the ${signup.form} sends its email, whose links confirm once and unsubscribe in one press`, async ({ page, baseURL, pageErrors }) => {
    // Two pages checked by axe, three times, on a busy machine.
    test.slow();
    const outbox: NewsletterEmail[] = [];
    await mockServices(
      page,
      '**/functions/v1/newsletter**',
      newsletterHandlers({ store: memoryTableStore(), mailer: (sent) => outbox.push(sent), siteOrigin: baseURL! }),
    );
    await page.goto(signup.page);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: signup.form });
    await hydrateIsland(form);
    await form.getByRole('textbox', { name: signup.field }).fill('crew@example.com');
    await form.getByRole('button', { name: signup.submit }).click();
    await expect(page.getByText(signup.toast)).toBeVisible();

    expect(outbox.map(({ to, email }) => [to, email.subject])).toEqual([['crew@example.com', signup.subject]]);
    const { email, listUnsubscribe } = outbox[0]!;
    expect(listUnsubscribe).toMatch(/^<https:\/\/e2e-project\.supabase\.co\/functions\/v1\/newsletter\?unsubscribe=[0-9a-f]{64}>$/);
    const link = (label: string) => email.links.find((candidate) => candidate.label === label)!.href;

    await page.goto(link('Confirm my address'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your email sign-up' })).toBeVisible();
    await expect(page.getByText('Your address is confirmed. Festival news will reach your inbox now and then.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Your address was already confirmed. Nothing more to do.')).toBeVisible();

    await page.goto(link('Unsubscribe'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You are unsubscribed. We will not email this address again.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });
}

test('a confirmation link that is not valid says it has expired', async ({ page }) => {
  await mockServices(page, '**/functions/v1/newsletter**', newsletterHandlers({ siteOrigin: 'https://festivalcompass.app' }));
  await page.goto('/newsletter?confirm=not-a-token');
  await waitForHydration(page);
  await expect(page.getByText('This link has expired or is no longer valid. Sign up again to get a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/');
});
