import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { browserJsonStore, memoryJsonStore, type JsonStore } from './jsonStore';

/**
 * A stand-in for the Supabase auth service (GoTrue) that answers as the hosted one does, with
 * email confirmation on: sign-up (with a PKCE code challenge), the confirmation link and its
 * redirect, the PKCE code exchange, resending the link, password login, refresh, the current user
 * and logout. The confirmation email goes to a `mailer` the caller supplies. Used by
 * demo mode in the browser, by the component tests and, through Playwright routing, by the
 * end-to-end tests. Paths match any origin, so the demo URL and a test project URL both work.
 */

const ACCESS_TOKEN_SECONDS = 3600;
const MIN_PASSWORD_LENGTH = 8;
/** How long a confirmation link works (the service's default email OTP expiry: 24 hours). */
const CONFIRMATION_LINK_SECONDS = 86_400;
/** How long the auth code of a confirmed link can be exchanged (the service's flow state expiry). */
const FLOW_STATE_SECONDS = 300;
/** The least time between two emails to one address. */
const EMAIL_INTERVAL_SECONDS = 60;
/** The prefix the service gives to the token of a link sent with a PKCE code challenge. */
const PKCE_PREFIX = 'pkce_';

type Json = Record<string, unknown>;

export type StoredUser = { user: Json; password: string; confirmed: boolean };

type CodeChallenge = { challenge: string; method: 's256' | 'plain' };

export type AuthRecords = {
  users: Record<string, StoredUser>;
  /** Refresh token → the session it belongs to; a token works once and is then rotated. */
  refreshTokens: Record<string, { email: string; sessionId: string }>;
  /** Token of a confirmation link → whose it is; the latest link sent to an address replaces the earlier ones. */
  confirmations: Record<string, { email: string; sentAt: number; codeChallenge?: CodeChallenge }>;
  /** Auth code of a confirmed PKCE link → the challenge its verifier must answer; exchanged once. */
  flowStates: Record<string, { email: string; createdAt: number } & CodeChallenge>;
};

/** The confirmation email: the address and the link in it. */
export type ConfirmationEmail = { to: string; link: string };

/** Where the stand-in keeps its accounts: in memory for tests, in localStorage for demo mode. */
export type AuthStore = JsonStore<AuthRecords>;

const emptyRecords = (): AuthRecords => ({ users: {}, refreshTokens: {}, confirmations: {}, flowStates: {} });

export const memoryStore = (): AuthStore => memoryJsonStore(emptyRecords);

/** Demo mode keeps its accounts in this browser, so they survive a reload (in memory where there is no localStorage). */
export const browserStore = (key = 'demo_auth_accounts'): AuthStore =>
  browserJsonStore(key, emptyRecords, (stored) => (isRecords(stored) ? { ...emptyRecords(), ...stored } : undefined));

function isRecords(value: unknown): value is AuthRecords {
  return typeof value === 'object' && value !== null && 'users' in value && 'refreshTokens' in value;
}

type Options = {
  store?: AuthStore;
  /** Confirms a new address at once, with no email, as a project with confirmation off does. */
  confirmSignUps?: boolean;
  /** Delivers the confirmation emails; the service's own mail server in real life. */
  mailer?: (email: ConfirmationEmail) => void;
  /** Where a link leads when its request named no `redirect_to` (the project's Site URL). */
  siteUrl?: string;
};

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
  'Access-Control-Expose-Headers': 'x-supabase-api-version',
};

function json(body: JsonBodyType, status = 200) {
  return HttpResponse.json(body, { status, headers: corsHeaders });
}

/** GoTrue's error body: `{ code, error_code, msg }`. */
export function authError(status: number, errorCode: string, msg: string, extra: Json = {}) {
  return json({ code: status, error_code: errorCode, msg, ...extra }, status);
}

/** The API gateway's answer to a call without the project's key. */
export const missingApiKey = () =>
  json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A JWT shaped like the service's (unsigned: the stand-in never verifies signatures). */
function accessToken(user: Json, sessionId: string, expiresAt: number): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({
      aud: 'authenticated',
      exp: expiresAt,
      iat: expiresAt - ACCESS_TOKEN_SECONDS,
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      user_metadata: user.user_metadata,
      session_id: sessionId,
    }),
  );
  return `${header}.${payload}.${base64Url('stand-in-signature')}`;
}

/** What the stand-in's access token says: whose it is, as which role, and until when it works. */
export type AccessClaims = { sub: string; role: string; email: string; sessionId: string; exp: number };

/** Reads an access token the stand-in issued; undefined for anything else. */
export function decodeAccessToken(token: string): AccessClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(fromBase64Url(payload)) as Json;
    const { sub, role, email, session_id: sessionId, exp } = claims;
    if (typeof sub !== 'string' || typeof role !== 'string' || typeof email !== 'string') return undefined;
    if (typeof sessionId !== 'string' || typeof exp !== 'number') return undefined;
    return { sub, role, email, sessionId, exp };
  } catch {
    return undefined;
  }
}

function readClaims(authorization: string | null): AccessClaims | undefined {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1];
  return token ? decodeAccessToken(token) : undefined;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function newUser(email: string, metadata: Json, confirmed: boolean): Json {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    ...(confirmed ? { email_confirmed_at: now, confirmed_at: now } : {}),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...metadata, email, email_verified: confirmed, phone_verified: false, sub: id },
    identities: [
      {
        identity_id: crypto.randomUUID(),
        id,
        user_id: id,
        identity_data: { email, email_verified: confirmed, phone_verified: false, sub: id },
        provider: 'email',
        last_sign_in_at: now,
        created_at: now,
        updated_at: now,
        email,
      },
    ],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** What the service answers for an address that already has an account: a look-alike with no identities. */
function obfuscatedUser(email: string): Json {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** Adds an account directly, e.g. one that has not confirmed its address yet. */
export function addAccount(store: AuthStore, account: { email: string; password: string; role: string; confirmed: boolean }) {
  const records = store.read();
  const user = newUser(account.email, { role: account.role }, account.confirmed);
  records.users[account.email.toLowerCase()] = { user, password: account.password, confirmed: account.confirmed };
  store.write(records);
}

function issueSession(store: AuthStore, email: string, sessionId: string = crypto.randomUUID()) {
  const records = store.read();
  const account = records.users[email];
  if (!account) return undefined;
  account.user.last_sign_in_at = new Date().toISOString();
  const expiresAt = nowSeconds() + ACCESS_TOKEN_SECONDS;
  const refreshToken = crypto.randomUUID().replace(/-/g, '').slice(0, 22);
  records.refreshTokens[refreshToken] = { email, sessionId };
  store.write(records);
  return {
    access_token: accessToken(account.user, sessionId, expiresAt),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: account.user,
  };
}

async function readBody(request: Request): Promise<Json> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Json) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return btoa(String.fromCharCode(...new Uint8Array(digest))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function readCodeChallenge(body: Json): CodeChallenge | undefined {
  const challenge = text(body.code_challenge);
  const method = text(body.code_challenge_method).toLowerCase();
  return challenge && (method === 's256' || method === 'plain') ? { challenge, method } : undefined;
}

/** Sends a new confirmation link to `email`, replacing any earlier one. */
function sendConfirmation(
  store: AuthStore,
  mailer: Options['mailer'],
  request: Request,
  { email, redirectTo, codeChallenge }: { email: string; redirectTo: string; codeChallenge?: CodeChallenge },
) {
  const records = store.read();
  for (const [token, confirmation] of Object.entries(records.confirmations)) {
    if (confirmation.email === email) delete records.confirmations[token];
  }
  const token = `${codeChallenge ? PKCE_PREFIX : ''}${crypto.randomUUID().replace(/-/g, '')}`;
  records.confirmations[token] = { email, sentAt: nowSeconds(), ...(codeChallenge ? { codeChallenge } : {}) };
  const account = records.users[email];
  if (account) account.user.confirmation_sent_at = new Date().toISOString();
  store.write(records);
  const link = new URL('/auth/v1/verify', request.url);
  link.search = new URLSearchParams({ token, type: 'signup', redirect_to: redirectTo }).toString();
  mailer?.({ to: email, link: link.href });
}

/** When the address was last sent a link, in seconds (0 for never). */
function lastSentAt(store: AuthStore, email: string): number {
  const sentAt = store.read().users[email]?.user.confirmation_sent_at;
  return typeof sentAt === 'string' ? Math.floor(Date.parse(sentAt) / 1000) : 0;
}

/**
 * Where the service sends the browser that opened a confirmation link (its 303 redirect): a PKCE
 * link to `redirect_to?code=…`, any other to `redirect_to#access_token=…`; an unknown, used or
 * expired link to `redirect_to` with `error_code=otp_expired` (in the query too for a PKCE link).
 */
export function confirmationRedirect(store: AuthStore, link: URL, siteUrl = 'http://localhost:5173/'): string {
  const token = link.searchParams.get('token') ?? '';
  const records = store.read();
  const confirmation = link.searchParams.get('type') === 'signup' ? records.confirmations[token] : undefined;
  const target = new URL(link.searchParams.get('redirect_to') || siteUrl);
  if (!confirmation || confirmation.sentAt + CONFIRMATION_LINK_SECONDS < nowSeconds()) {
    const error = new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
    if (token.startsWith(PKCE_PREFIX)) target.search = error.toString();
    target.hash = error.toString();
    return target.href;
  }
  delete records.confirmations[token];
  const account = records.users[confirmation.email];
  if (account) {
    const now = new Date().toISOString();
    account.confirmed = true;
    Object.assign(account.user, { email_confirmed_at: now, confirmed_at: now });
    Object.assign(account.user.user_metadata as Json, { email_verified: true });
  }
  if (confirmation.codeChallenge) {
    const code = crypto.randomUUID();
    records.flowStates[code] = { email: confirmation.email, createdAt: nowSeconds(), ...confirmation.codeChallenge };
    store.write(records);
    target.searchParams.set('code', code);
    return target.href;
  }
  store.write(records);
  const session = issueSession(store, confirmation.email);
  if (!session) return target.href;
  target.hash = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type: 'signup',
  }).toString();
  return target.href;
}

export function supabaseAuthHandlers({
  store = memoryStore(),
  confirmSignUps = false,
  mailer,
  siteUrl = 'http://localhost:5173/',
}: Options = {}): RequestHandler[] {
  const redirectTarget = (request: Request) => new URL(request.url).searchParams.get('redirect_to') || siteUrl;

  return [
    http.options('*/auth/v1/*', () => new HttpResponse(null, { status: 204, headers: corsHeaders })),

    // The gateway asks every call for the project's key, except the links a browser opens from an email.
    http.all('*/auth/v1/*', ({ request }) => {
      const openLink = request.method === 'GET' && new URL(request.url).pathname.endsWith('/auth/v1/verify');
      if (!openLink && !request.headers.get('apikey')) return missingApiKey();
      return undefined;
    }),

    http.post('*/auth/v1/signup', async ({ request }) => {
      const body = await readBody(request);
      const email = text(body.email).trim().toLowerCase();
      const password = text(body.password);
      if (!EMAIL_PATTERN.test(email)) {
        return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      }
      if (password.length < MIN_PASSWORD_LENGTH) {
        return authError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
          weak_password: { reasons: ['length'] },
        });
      }
      const records = store.read();
      const existing = records.users[email];
      const confirmation = { email, redirectTo: redirectTarget(request), codeChallenge: readCodeChallenge(body) };
      if (existing?.confirmed) return json(obfuscatedUser(email));
      if (existing) {
        if (lastSentAt(store, email) + EMAIL_INTERVAL_SECONDS <= nowSeconds()) sendConfirmation(store, mailer, request, confirmation);
        return json(store.read().users[email]?.user ?? existing.user);
      }
      const metadata = typeof body.data === 'object' && body.data !== null ? (body.data as Json) : {};
      const user = newUser(email, metadata, confirmSignUps);
      records.users[email] = { user, password, confirmed: confirmSignUps };
      store.write(records);
      if (!confirmSignUps) sendConfirmation(store, mailer, request, confirmation);
      return json(store.read().users[email]?.user ?? user);
    }),

    http.post('*/auth/v1/token', async ({ request }) => {
      const grantType = new URL(request.url).searchParams.get('grant_type');
      const body = await readBody(request);
      if (grantType === 'password') {
        const email = text(body.email).trim().toLowerCase();
        const account = store.read().users[email];
        if (!account || account.password !== text(body.password)) {
          return authError(400, 'invalid_credentials', 'Invalid login credentials');
        }
        if (!account.confirmed) return authError(400, 'email_not_confirmed', 'Email not confirmed');
        return json(issueSession(store, email));
      }
      if (grantType === 'refresh_token') {
        const records = store.read();
        const token = text(body.refresh_token);
        const owner = records.refreshTokens[token];
        if (!owner) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        delete records.refreshTokens[token];
        store.write(records);
        return json(issueSession(store, owner.email, owner.sessionId));
      }
      if (grantType === 'pkce') {
        const authCode = text(body.auth_code);
        const verifier = text(body.code_verifier);
        if (!authCode || !verifier) {
          return authError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
        }
        const records = store.read();
        const flowState = records.flowStates[authCode];
        if (!flowState) return authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        if (flowState.createdAt + FLOW_STATE_SECONDS < nowSeconds()) {
          return authError(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
        }
        const answer = flowState.method === 's256' ? await s256(verifier) : verifier;
        if (answer !== flowState.challenge) {
          return authError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
        }
        delete records.flowStates[authCode];
        store.write(records);
        return json(issueSession(store, flowState.email));
      }
      return authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }),

    http.get('*/auth/v1/verify', ({ request }) =>
      new HttpResponse(null, {
        status: 303,
        headers: { ...corsHeaders, Location: confirmationRedirect(store, new URL(request.url), siteUrl) },
      }),
    ),

    http.post('*/auth/v1/resend', async ({ request }) => {
      const body = await readBody(request);
      const email = text(body.email).trim().toLowerCase();
      if (text(body.type) !== 'signup') return authError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
      if (!EMAIL_PATTERN.test(email)) return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const account = store.read().users[email];
      // An unknown or already confirmed address gets the same answer, so it reveals nothing.
      if (!account || account.confirmed) return json({});
      const wait = lastSentAt(store, email) + EMAIL_INTERVAL_SECONDS - nowSeconds();
      if (wait > 0) {
        return authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
      }
      sendConfirmation(store, mailer, request, { email, redirectTo: redirectTarget(request), codeChallenge: readCodeChallenge(body) });
      return json({});
    }),

    http.get('*/auth/v1/user', ({ request }) => {
      const claims = readClaims(request.headers.get('authorization'));
      if (!claims) return authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
      const account = store.read().users[claims.email];
      if (!account || claims.exp < nowSeconds()) {
        return authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired');
      }
      return json(account.user);
    }),

    http.post('*/auth/v1/logout', ({ request }) => {
      const claims = readClaims(request.headers.get('authorization'));
      if (!claims) return authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
      const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
      const records = store.read();
      for (const [token, owner] of Object.entries(records.refreshTokens)) {
        if (owner.email !== claims.email) continue;
        const sameSession = owner.sessionId === claims.sessionId;
        if (scope === 'global' || (scope === 'local' && sameSession) || (scope === 'others' && !sameSession)) {
          delete records.refreshTokens[token];
        }
      }
      store.write(records);
      return new HttpResponse(null, { status: 204, headers: corsHeaders });
    }),
  ];
}

/** Answers the service gives when it is not its normal self; prepend them with `worker.use(...)`. */
export const supabaseAuthScenarios = {
  rateLimited: () => http.post('*/auth/v1/*', () => authError(429, 'over_request_rate_limit', 'Request rate limit reached')),
  unavailable: () =>
    http.all('*/auth/v1/*', () => new HttpResponse('upstream connect error', { status: 503, headers: corsHeaders })),
  weakPassword: (reasons: string[]) =>
    http.post('*/auth/v1/signup', () =>
      authError(422, 'weak_password', 'Password is known to be weak and easy to guess, please choose a different one.', {
        weak_password: { reasons },
      }),
    ),
};
