import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';

/**
 * A stand-in for the Supabase auth service (GoTrue) that answers as the hosted one does, with
 * email confirmation on: sign-up, password login, refresh, the current user and logout. Used by
 * demo mode in the browser, by the component tests and, through Playwright routing, by the
 * end-to-end tests. Paths match any origin, so the demo URL and a test project URL both work.
 */

const ACCESS_TOKEN_SECONDS = 3600;
const MIN_PASSWORD_LENGTH = 8;

type Json = Record<string, unknown>;

export type StoredUser = { user: Json; password: string; confirmed: boolean };

export type AuthRecords = {
  users: Record<string, StoredUser>;
  /** Refresh token → the session it belongs to; a token works once and is then rotated. */
  refreshTokens: Record<string, { email: string; sessionId: string }>;
};

/** Where the stand-in keeps its accounts: in memory for tests, in localStorage for demo mode. */
export type AuthStore = { read: () => AuthRecords; write: (records: AuthRecords) => void };

const emptyRecords = (): AuthRecords => ({ users: {}, refreshTokens: {} });

export function memoryStore(): AuthStore {
  let records = emptyRecords();
  return {
    read: () => structuredClone(records),
    write: (next) => {
      records = structuredClone(next);
    },
  };
}

/** Demo mode keeps its accounts in this browser, so they survive a reload (in memory where there is no localStorage). */
export function browserStore(key = 'demo_auth_accounts'): AuthStore {
  if (typeof localStorage === 'undefined') return memoryStore();
  return {
    read: () => {
      try {
        const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
        return isRecords(parsed) ? parsed : emptyRecords();
      } catch {
        return emptyRecords();
      }
    },
    write: (records) => localStorage.setItem(key, JSON.stringify(records)),
  };
}

function isRecords(value: unknown): value is AuthRecords {
  return typeof value === 'object' && value !== null && 'users' in value && 'refreshTokens' in value;
}

type Options = {
  store?: AuthStore;
  /** Demo mode confirms a new address at once so that login works without an inbox. */
  confirmSignUps?: boolean;
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

const missingApiKey = () =>
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

function readClaims(authorization: string | null): { email: string; sessionId: string; exp: number } | undefined {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(fromBase64Url(payload)) as Json;
    const { email, session_id: sessionId, exp } = claims;
    if (typeof email !== 'string' || typeof sessionId !== 'string' || typeof exp !== 'number') return undefined;
    return { email, sessionId, exp };
  } catch {
    return undefined;
  }
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

export function supabaseAuthHandlers({ store = memoryStore(), confirmSignUps = false }: Options = {}): RequestHandler[] {
  return [
    http.options('*/auth/v1/*', () => new HttpResponse(null, { status: 204, headers: corsHeaders })),

    http.all('*/auth/v1/*', ({ request }) => {
      if (!request.headers.get('apikey')) return missingApiKey();
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
      if (existing) return json(existing.confirmed ? obfuscatedUser(email) : existing.user);
      const metadata = typeof body.data === 'object' && body.data !== null ? (body.data as Json) : {};
      const user = newUser(email, metadata, confirmSignUps);
      records.users[email] = { user, password, confirmed: confirmSignUps };
      store.write(records);
      return json(user);
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
      return authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
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

/** Demo mode: accounts kept in this browser and confirmed at once, so a new account can log in. */
export const demoAuthHandlers = supabaseAuthHandlers({ store: browserStore(), confirmSignUps: true });
