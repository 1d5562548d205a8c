import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addAccount, memoryStore, supabaseAuthHandlers, supabaseAuthScenarios, type AuthStore } from './supabase-auth';

const url = 'https://project.supabase.co/auth/v1';
const headers = { apikey: 'anon-key', 'content-type': 'application/json' };

function service(store: AuthStore = memoryStore(), confirmSignUps = false) {
  const handlers = supabaseAuthHandlers({ store, confirmSignUps });
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
});
