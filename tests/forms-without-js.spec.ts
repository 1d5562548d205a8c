import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { allRoutes } from './routes';
import { expectSafeForms } from './safeForms';

/**
 * No form submits natively, even when no script runs: Enter in any field leaves the URL as it
 * was, and nothing typed travels in a request. Checked with JavaScript disabled, and with
 * JavaScript on but the app's code failing to load.
 */

const typed = { email: 'no-script-visitor@example.com', password: 'Secr3t-pass!', query: 'Typed-festival-query' };

type FormCase = {
  title: string;
  path: string;
  form: (page: Page) => Locator;
  fields: { field: (form: Locator) => Locator; value: string }[];
};

const emailField = (name: string) => (form: Locator) => form.getByRole('textbox', { name });

/** A form with one email field, such as the newsletter sign-ups. */
const emailForm = (title: string, path: string, formName: string, fieldName: string): FormCase => ({
  title,
  path,
  form: (page) => page.getByRole('form', { name: formName }),
  fields: [{ field: emailField(fieldName), value: typed.email }],
});

/** Every form a visitor can reach without a script. */
const formCases: FormCase[] = [
  emailForm('the home newsletter', '/', 'Newsletter sign-up', 'Email address'),
  emailForm('the community early access', '/community', 'Early access sign-up', 'Email address'),
  emailForm('the footer newsletter', '/legal', 'Footer newsletter', 'Email for festival news'),
  {
    // Only the Login tab shows without a script: the Sign Up panel stays hidden until the tabs work.
    title: 'the login form',
    path: '/auth',
    form: (page) => page.getByRole('form', { name: 'Login' }),
    fields: [
      { field: emailField('Email'), value: typed.email },
      { field: (form) => form.getByLabel('Password', { exact: true }), value: typed.password },
    ],
  },
  {
    title: 'the calendar filter',
    path: '/festival-calendar',
    form: (page) => page.getByRole('search', { name: 'Filter festivals' }),
    fields: [{ field: (form) => form.getByRole('searchbox', { name: 'Search by name' }), value: typed.query }],
  },
];

/** The ways a value can appear in a URL or a body: as typed, or encoded for a URL or a form. */
const encodings = (value: string) => [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];

function describeRequest(request: Request) {
  return `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
}

/** Types into every field of the form, presses Enter in each, and checks that nothing left. */
async function pressEnterInEveryField(page: Page, { path, form: findForm, fields }: FormCase) {
  await page.goto(path);
  const url = page.url();
  const form = findForm(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(describeRequest(request)));

  for (const { field, value } of fields) await field(form).fill(value);
  for (const { field } of fields) {
    // A native submission starts with a navigation request: watch for one for two seconds, from
    // before the key is pressed (on a busy machine a submission can take over a second to start).
    const navigation = page.waitForRequest((request) => request.isNavigationRequest(), { timeout: 2_000 }).then(
      (request) => request.url(),
      () => undefined,
    );
    await field(form).press('Enter');
    expect(await navigation, 'navigation after Enter').toBeUndefined();
  }

  expect(page.url()).toBe(url);
  expect(page.url()).not.toContain('?');
  for (const { field, value } of fields) await expect(field(form)).toHaveValue(value);
  const secrets = fields.flatMap(({ value }) => encodings(value));
  expect(requests.filter((request) => secrets.some((secret) => request.includes(secret)))).toEqual([]);
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const formCase of formCases) {
    test(`Enter in ${formCase.title} sends nothing and stays on the page`, async ({ page }) => {
      await pressEnterInEveryField(page, formCase);
    });
  }

  test('the Sign Up form, hidden until the tabs work, cannot submit natively either', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('form', { name: 'Sign Up' })).toBeHidden();
    await expectSafeForms(page);
  });

  for (const route of allRoutes) {
    test(`every form on ${route.path} is safe as served`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expectSafeForms(page);
    });
  }
});

test.describe('with the app failing to load', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/**', (route) => route.abort());
  });

  for (const formCase of formCases) {
    test(`Enter in ${formCase.title} sends nothing and stays on the page`, async ({ page }) => {
      await pressEnterInEveryField(page, formCase);
    });
  }
});
