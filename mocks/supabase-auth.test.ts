import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addAccount,
  memoryStore,
  supabaseAuthHandlers,
  supabaseAuthScenarios,
  type AuthStore,
  type ConfirmationEmail,
} from './supabase-auth';

const url = 'https://project.supabase.co/auth/v1';
const headers = { apikey: 'anon-key', 'content-type': 'application/json' };

function service(store: AuthStore = memoryStore(), confirmSignUps = false, outbox: ConfirmationEmail[] = []) {
  const handlers = supabaseAuthHandlers({ store, confirmSignUps, mailer: (email) => outbox.push(email) });
  return async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const request = new Request(`${url}${path}`, {
      method: init.method ?? 'POST',
      headers: init.headers ?? headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`unhandled ${path}`);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
}

const signUpBody = { email: 'raver@example.com', password: 'glitter-and-wellies', data: { role: 'teenager' } };

describe('the auth service stand-in', () => {
  it('signs up with confirmation on: a bare user with the role in its metadata and no session', async () => {
    const call = service();
    const { status, body, headers: responseHeaders } = await call('/signup', { body: signUpBody });
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: 'raver@example.com', user_metadata: { role: 'teenager' } });
    expect(body.identities).toHaveLength(1);
    expect(body.email_confirmed_at).toBeUndefined();
    expect(body.access_token).toBeUndefined();
    expect(responseHeaders.get('access-control-allow-origin')).toBe('*');
  });

  it('answers an address that already has an account with a user without identities', async () => {
    const store = memoryStore();
    addAccount(store, { email: 'raver@example.com', password: 'glitter-and-wellies', role: 'parent', confirmed: true });
    const { status, body } = await service(store)('/signup', { body: signUpBody });
    expect(status).toBe(200);
    expect(body.identities).toEqual([]);
  });

  it('rejects a short password as weak, with its reasons', async () => {
    const { status, body } = await service()('/signup', { body: { ...signUpBody, password: 'short' } });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 422, error_code: 'weak_password', weak_password: { reasons: ['length'] } });
    expect(body.msg).toEqual(expect.any(String));
  });

  it('rejects an invalid address', async () => {
    const { status, body } = await service()('/signup', { body: { ...signUpBody, email: 'not-an-address' } });
    expect(status).toBe(400);
    expect(body.error_code).toBe('validation_failed');
  });

  it('refuses login until the address is confirmed', async () => {
    const call = service();
    await call('/signup', { body: signUpBody });
    const { status, body } = await call('/token?grant_type=password', { body: { email: 'raver@example.com', password: 'glitter-and-wellies' } });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, error_code: 'email_not_confirmed', msg: 'Email not confirmed' });
  });

  it('logs a confirmed account in with a session, and refuses a wrong password', async () => {
    const call = service(memoryStore(), true);
    await call('/signup', { body: signUpBody });
    const wrong = await call('/token?grant_type=password', { body: { email: 'raver@example.com', password: 'nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    const { status, body } = await call('/token?grant_type=password', { body: { email: 'raver@example.com', password: 'glitter-and-wellies' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email: 'raver@example.com' } });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.expires_at).toBe(Math.floor(Date.now() / 1000) + 3600);
    expect(body.refresh_token).toEqual(expect.any(String));
  });

  it('rotates refresh tokens, serves the user, and revokes the session on logout', async () => {
    const call = service(memoryStore(), true);
    await call('/signup', { body: signUpBody });
    const login = await call('/token?grant_type=password', { body: { email: 'raver@example.com', password: 'glitter-and-wellies' } });
    const refreshed = await call('/token?grant_type=refresh_token', { body: { refresh_token: login.body.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(login.body.refresh_token);
    const reused = await call('/token?grant_type=refresh_token', { body: { refresh_token: login.body.refresh_token } });
    expect(reused.body.error_code).toBe('refresh_token_not_found');

    const bearer = { ...headers, authorization: `Bearer ${refreshed.body.access_token}` };
    const user = await call('/user', { method: 'GET', headers: bearer });
    expect(user.body.email).toBe('raver@example.com');
    expect((await call('/user', { method: 'GET' })).status).toBe(401);

    const logout = await call('/logout?scope=global', { headers: bearer });
    expect(logout.status).toBe(204);
    const afterLogout = await call('/token?grant_type=refresh_token', { body: { refresh_token: refreshed.body.refresh_token } });
    expect(afterLogout.status).toBe(400);
  });

  it('requires the apikey header and answers CORS preflights', async () => {
    const call = service();
    const { status, body } = await call('/signup', { body: signUpBody, headers: { 'content-type': 'application/json' } });
    expect(status).toBe(401);
    expect(body.message).toBe('No API key found in request');
    const preflight = await call('/token?grant_type=password', { method: 'OPTIONS', headers: {} });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('has rate-limit, outage and weak-password scenarios', async () => {
    const request = () => new Request(`${url}/signup`, { method: 'POST', headers, body: JSON.stringify(signUpBody) });
    const limited = await getResponse([supabaseAuthScenarios.rateLimited()], request());
    expect(limited?.status).toBe(429);
    expect(await limited?.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect((await getResponse([supabaseAuthScenarios.unavailable()], request()))?.status).toBe(503);
    const weak = await getResponse([supabaseAuthScenarios.weakPassword(['pwned'])], request());
    expect(await weak?.json()).toMatchObject({ error_code: 'weak_password', weak_password: { reasons: ['pwned'] } });
  });

  describe('confirmation links (PKCE)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const redirectTo = 'https://festivals.example/auth';
    const verifier = 'ktPNXpR65N6JtgzQA8_5HHtH6PBSAahMNoLKRzQEa0Tzgl.vdV~b6lPk004XOd';

    async function challengeOf(text: string) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      return Buffer.from(digest).toString('base64url');
    }

    /** Signs up as supabase-js does with `flowType: 'pkce'`, and returns the link that was emailed. */
    async function signUpWithPkce() {
      const outbox: ConfirmationEmail[] = [];
      const store = memoryStore();
      const call = service(store, false, outbox);
      const challenge = await challengeOf(verifier);
      const signUp = await call(`/signup?redirect_to=${encodeURIComponent(redirectTo)}`, {
        body: { ...signUpBody, gotrue_meta_security: {}, code_challenge: challenge, code_challenge_method: 's256' },
      });
      expect(signUp.status).toBe(200);
      expect(signUp.body.access_token).toBeUndefined();
      expect(outbox).toHaveLength(1);
      return { call, store, outbox, link: new URL(outbox[0]!.link) };
    }

    /** Opens a link as the browser does (with no API key): the service answers with a redirect. */
    async function open(call: ReturnType<typeof service>, link: URL) {
      const { status, headers: responseHeaders } = await call(`${link.pathname.replace('/auth/v1', '')}${link.search}`, { method: 'GET', headers: {} });
      expect(status).toBe(303);
      return new URL(responseHeaders.get('location') ?? '');
    }

    it('emails a PKCE link to the verify endpoint that leads back to redirect_to', async () => {
      const { link, outbox } = await signUpWithPkce();
      expect(outbox[0]!.to).toBe('raver@example.com');
      expect(link.origin + link.pathname).toBe(`${url}/verify`);
      expect(link.searchParams.get('type')).toBe('signup');
      expect(link.searchParams.get('token')).toMatch(/^pkce_/);
      expect(link.searchParams.get('redirect_to')).toBe(redirectTo);
    });

    it('confirms the address when the link is opened, and exchanges its code once for a session', async () => {
      const { call, store, link } = await signUpWithPkce();
      const landing = await open(call, link);
      expect(landing.origin + landing.pathname).toBe(redirectTo);
      const code = landing.searchParams.get('code') ?? '';
      expect(code).toMatch(/^[0-9a-f-]{36}$/);
      expect(store.read().users['raver@example.com']).toMatchObject({ confirmed: true, user: { email_confirmed_at: expect.any(String) } });

      const wrong = await call('/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'some-other-verifier' } });
      expect(wrong).toMatchObject({ status: 400, body: { error_code: 'bad_code_verifier' } });
      const exchanged = await call('/token?grant_type=pkce', { body: { auth_code: code, code_verifier: verifier } });
      expect(exchanged.status).toBe(200);
      expect(exchanged.body).toMatchObject({ token_type: 'bearer', user: { email: 'raver@example.com' } });
      const again = await call('/token?grant_type=pkce', { body: { auth_code: code, code_verifier: verifier } });
      expect(again).toMatchObject({
        status: 404,
        body: { code: 404, error_code: 'flow_state_not_found', msg: 'invalid flow state, no valid flow state found' },
      });
      const empty = await call('/token?grant_type=pkce', { body: { auth_code: code } });
      expect(empty).toMatchObject({ status: 400, body: { error_code: 'validation_failed' } });
    });

    it('refuses a code exchanged after five minutes', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { call, link } = await signUpWithPkce();
      const code = (await open(call, link)).searchParams.get('code');
      vi.setSystemTime(Date.now() + 301_000);
      const late = await call('/token?grant_type=pkce', { body: { auth_code: code, code_verifier: verifier } });
      expect(late).toMatchObject({ status: 400, body: { error_code: 'flow_state_expired', msg: 'invalid flow state, flow state has expired' } });
    });

    it('sends a used or day-old link back with otp_expired, in the query and the fragment', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { call, link } = await signUpWithPkce();
      await open(call, link);
      const used = await open(call, link);
      expect(used.origin + used.pathname).toBe(redirectTo);
      const expected = { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' };
      expect(Object.fromEntries(used.searchParams)).toEqual(expected);
      expect(Object.fromEntries(new URLSearchParams(used.hash.slice(1)))).toEqual(expected);

      const late = await signUpWithPkce();
      vi.setSystemTime(Date.now() + 86_401_000);
      expect((await open(late.call, late.link)).searchParams.get('error_code')).toBe('otp_expired');
      expect(late.store.read().users['raver@example.com']?.confirmed).toBe(false);
    });

    it('resends a new link that replaces the old one, once a minute, and reveals nothing about other addresses', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { call, outbox, link } = await signUpWithPkce();
      const resend = { email: 'raver@example.com', type: 'signup', gotrue_meta_security: {}, code_challenge: await challengeOf(verifier), code_challenge_method: 's256' };
      const tooSoon = await call(`/resend?redirect_to=${encodeURIComponent(redirectTo)}`, { body: resend });
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body).toMatchObject({ error_code: 'over_email_send_rate_limit', msg: 'For security purposes, you can only request this after 60 seconds.' });

      vi.setSystemTime(Date.now() + 60_000);
      const resent = await call(`/resend?redirect_to=${encodeURIComponent(redirectTo)}`, { body: resend });
      expect(resent).toMatchObject({ status: 200, body: {} });
      expect(outbox).toHaveLength(2);
      expect((await open(call, link)).searchParams.get('error_code')).toBe('otp_expired');
      const landing = await open(call, new URL(outbox[1]!.link));
      const exchanged = await call('/token?grant_type=pkce', { body: { auth_code: landing.searchParams.get('code'), code_verifier: verifier } });
      expect(exchanged.status).toBe(200);

      const unknown = await call('/resend', { body: { ...resend, email: 'nobody@example.com' } });
      const confirmed = await call('/resend', { body: resend });
      expect([unknown, confirmed]).toMatchObject([{ status: 200, body: {} }, { status: 200, body: {} }]);
      expect(outbox).toHaveLength(2);
    });

    it('logs a confirmed link in from the fragment when the sign-up had no code challenge', async () => {
      const outbox: ConfirmationEmail[] = [];
      const call = service(memoryStore(), false, outbox);
      await call(`/signup?redirect_to=${encodeURIComponent(redirectTo)}`, { body: signUpBody });
      const landing = await open(call, new URL(outbox[0]!.link));
      const fragment = new URLSearchParams(landing.hash.slice(1));
      expect(landing.search).toBe('');
      expect(fragment.get('token_type')).toBe('bearer');
      expect(fragment.get('type')).toBe('signup');
      expect(fragment.get('refresh_token')).toEqual(expect.any(String));
    });
  });
});
