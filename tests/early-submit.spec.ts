import type { Locator, Page } from '@playwright/test';
import { memoryStore, supabaseAuthHandlers } from '../mocks/supabase-auth';
import { loginOutcomes, observeInPage, outcomeLimitMs, pressOnceStill, readObservation, throttle, untilShown, watchNavigations } from '../scenarios/earlyInteractions.mjs';
import { expect, test } from './fixtures';
import { holdAppCode } from './heldFiles';
import { mockServices } from '../scenarios/mockServices';

/**
 * A visitor fills a form the moment it shows, before the app has hydrated, and presses its submit
 * button: at once, or in the moments around hydration, when the text typed early is handed back
 * to the hydrated form. Whenever the press comes, the form sends what the fields show.
 *
 * A press at first paint is made by the test. A press around hydration is made in the page, on
 * the mark that says the form's part of the page has hydrated (`data-hydrated` on the root
 * element, or `data-island` on a lazy island's wrapper): in the same turn as the mark, in the
 * task after it, or in the frame after it. Those moments last a few milliseconds, which a press
 * sent from the test could only hit by luck.
 */
type Moment = 'at first paint' | 'as the form is marked hydrated' | 'in the task after the mark' | 'in the frame after the mark';

const moments: Moment[] = ['at first paint', 'as the form is marked hydrated', 'in the task after the mark', 'in the frame after the mark'];

type EarlySubmit = {
  name: string;
  path: string;
  /** The submit button, as a CSS selector for the press made in the page. */
  submitSelector: string;
  /** Where the form's hydration is marked: on the root element, or on its lazy island's wrapper. */
  mark: 'page' | 'island';
  form: (page: Page) => Locator;
  fields: { label: string; text: string }[];
  submitLabel: string;
  outcome: (page: Page) => Locator;
};

const login = { email: 'raver@example.com', password: 'glitter-and-wellies' };

const forms: EarlySubmit[] = [
  {
    name: 'the home newsletter',
    path: '/',
    submitSelector: 'form[aria-label="Newsletter sign-up"] button[type="submit"]',
    mark: 'island',
    form: (page) => page.getByRole('form', { name: 'Newsletter sign-up' }),
    fields: [{ label: 'Email address', text: 'raver@example.com' }],
    submitLabel: 'Subscribe',
    outcome: (page) => page.getByText('Thanks for subscribing!'),
  },
  {
    name: 'the login on /auth',
    path: '/auth',
    submitSelector: 'form[aria-labelledby="login-title"] button[type="submit"]',
    mark: 'page',
    form: (page) => page.getByRole('tabpanel', { name: 'Login' }),
    fields: [
      { label: 'Email', text: login.email },
      { label: 'Password', text: login.password },
    ],
    submitLabel: 'Login',
    // No account exists: the login is sent, and the service's refusal is shown.
    outcome: (page) => page.getByText(loginOutcomes.rejected),
  },
];

/** The one console error the rejected login causes: the browser's report of the 400. */
const rejectedLoginReport = 'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)';

/** Arms, in the page, a press of the submit button at `moment` after the form's hydration mark. */
async function pressAroundHydration(page: Page, { submitSelector, mark }: EarlySubmit, moment: Moment) {
  await page.addInitScript(
    ({ submitSelector, mark, moment }) => {
      const state = { pressed: false, formHydrated: false };
      (window as Window & { earlySubmit?: typeof state }).earlySubmit = state;
      const formHydrated = (button: Element) =>
        document.documentElement.dataset.hydrated === 'true' &&
        (mark === 'page' || button.closest('[data-island]')?.getAttribute('data-island') === 'hydrated');
      const observer = new MutationObserver(() => {
        const button = document.querySelector<HTMLButtonElement>(submitSelector);
        if (!button || !formHydrated(button)) return;
        observer.disconnect();
        const press = () => {
          state.formHydrated = formHydrated(button);
          state.pressed = true;
          button.click();
        };
        if (moment === 'as the form is marked hydrated') press();
        else if (moment === 'in the task after the mark') setTimeout(press, 0);
        else requestAnimationFrame(press);
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'data-island'] });
    },
    { submitSelector, mark, moment },
  );
}

test.describe('a form filled and submitted around hydration on a throttled first visit', () => {
  test.beforeEach(async ({ page }) => {
    await throttle(page);
  });

  for (const form of forms) {
    for (const moment of moments) {
      test(`${form.name} sends what was typed when its submit is pressed ${moment}`, async ({ page, pageErrors }) => {
        const sent = await mockServices(page, '**/auth/v1/**', supabaseAuthHandlers({ store: memoryStore() }));
        const navigations = watchNavigations(page);
        await observeInPage(page);
        if (moment !== 'at first paint') await pressAroundHydration(page, form, moment);
        const releaseAppCode = await holdAppCode(page);

        await page.goto(form.path, { waitUntil: 'commit' });
        const submit = form.form(page).getByRole('button', { name: form.submitLabel });
        await untilShown(page, submit, `${form.name}: ${form.submitLabel} never showed`);
        for (const { label, text } of form.fields) await form.form(page).getByLabel(label, { exact: true }).fill(text);
        if (moment === 'at first paint') await pressOnceStill(page, submit);
        releaseAppCode();

        await expect(form.outcome(page)).toBeVisible({ timeout: outcomeLimitMs });
        expect((await readObservation(page)).actedBeforeHydration, 'the visitor typed before the page hydrated').toBe(true);
        if (moment !== 'at first paint') {
          const pressed = await page.evaluate(() => (window as Window & { earlySubmit?: { pressed: boolean; formHydrated: boolean } }).earlySubmit);
          expect(pressed, 'pressed in the page, on a hydrated form').toEqual({ pressed: true, formHydrated: true });
        }
        expect(navigations.nativeNavigations(), 'documents loaded after the first').toEqual([]);
        expect(navigations.urlsCarrying(form.fields.map(({ text }) => text)), 'URLs carrying typed text').toEqual([]);
        if (form.mark === 'page') {
          expect(sent.filter((request) => request.method === 'POST')).toEqual([
            expect.objectContaining({ url: expect.stringContaining('/auth/v1/token'), body: expect.objectContaining(login) }),
          ]);
          expect(pageErrors).toEqual([rejectedLoginReport]);
        } else {
          await expect(form.form(page).getByRole('textbox', { name: 'Email address' })).toHaveValue('');
          expect(pageErrors).toEqual([]);
        }
      });
    }
  }
});
