import { addAccount, memoryStore, supabaseAuthHandlers, type ConfirmationEmail } from '../mocks/supabase-auth';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { mockServices } from '../scenarios/mockServices';

/**
 * Confirmation links against the built site: the auth endpoints (the link's own too, which the
 * browser opens) are answered by the handlers demo mode uses, and their emails land in `outbox`.
 */
const authEndpoints = '**/auth/v1/**';

const newcomer = { email: 'parent@example.com', password: 'camping-chair' };

test.describe('confirmation links', () => {
  test('sign up, then open the emailed link: /auth exchanges its code, and the visitor is signed in on the map, as after a login', async ({ page, pageErrors }) => {
    // It ends on the map page, whose check by axe takes its time on a busy machine.
    test.setTimeout(120_000);
    const outbox: ConfirmationEmail[] = [];
    const sent = await mockServices(page, authEndpoints, supabaseAuthHandlers({ store: memoryStore(), mailer: (email) => outbox.push(email) }));
    await page.goto('/auth');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByRole('textbox', { name: 'Email' }).fill(newcomer.email);
    await signUp.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Check your email for the confirmation link!')).toBeVisible();
    const authPage = new URL('/auth', page.url()).href;
    expect(sent.at(-1)).toMatchObject({
      url: `https://e2e-project.supabase.co/auth/v1/signup?redirect_to=${encodeURIComponent(authPage)}`,
      body: { email: newcomer.email, code_challenge: expect.stringMatching(/^[\w-]{43}$/), code_challenge_method: 's256' },
    });
    expect(outbox).toEqual([{ to: newcomer.email, link: expect.stringMatching(/^https:\/\/e2e-project\.supabase\.co\/auth\/v1\/verify\?token=pkce_/) }]);
    const link = outbox[0]!.link;

    // The service confirms the address and redirects to /auth with a code; the page exchanges it.
    await page.goto(link);
    await waitForHydration(page);
    // The exchange loads supabase-js first: allow it the time a busy machine needs.
    await expect(page.getByText('Email confirmed: you are signed in')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: `Signed in as ${newcomer.email}` })).toBeVisible();
    await expect(page).toHaveURL('/festival-map');
    await expect(page.getByRole('main').getByText(`Signed in as ${newcomer.email}`)).toBeVisible();
    // The map page may refresh the session after it: the exchange is the request that signed in.
    expect(sent.find((request) => request.url.includes('grant_type=pkce'))).toMatchObject({ url: 'https://e2e-project.supabase.co/auth/v1/token?grant_type=pkce', body: { auth_code: expect.any(String), code_verifier: expect.any(String) } });
    await expectNoAxeViolations(page);

    expect(pageErrors).toEqual([]);
  });

  test('a used link says so and offers a new one', async ({ page, pageErrors, baseURL }) => {
    const store = memoryStore();
    addAccount(store, { ...newcomer, role: 'parent', confirmed: true });
    const sent = await mockServices(page, authEndpoints, supabaseAuthHandlers({ store }));
    const authPage = new URL('/auth', baseURL).href;
    // The service keeps no token of a link once opened: a used link is one it does not know.
    const link = `https://e2e-project.supabase.co/auth/v1/verify?token=pkce_0f8e0d2c4b6a4e1d9c3b5a7f&type=signup&redirect_to=${encodeURIComponent(authPage)}`;

    await page.goto(link);
    await waitForHydration(page);
    const heading = page.getByRole('heading', { name: 'This confirmation link no longer works' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL('/auth');
    await expectNoAxeViolations(page);
    const form = page.getByRole('form', { name: 'This confirmation link no longer works' });
    await form.getByRole('textbox', { name: 'Email' }).fill(newcomer.email);
    await form.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByText('If that address still needs confirming, a new link is on its way. Check your email!')).toBeVisible();
    await expect(heading).toHaveCount(0);
    expect(sent.at(-1)).toMatchObject({
      url: `https://e2e-project.supabase.co/auth/v1/resend?redirect_to=${encodeURIComponent(authPage)}`,
      body: { email: newcomer.email, type: 'signup' },
    });
    expect(pageErrors).toEqual([]);
  });
});
