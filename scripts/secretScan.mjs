// What must never reach the built site: keys and tokens that grant more than the public
// access of a Supabase anon or publishable key. The build checks its VITE_ variables with it,
// and the end-to-end suite scans every built file with it.

const privateKeys = [
  { what: 'a Perplexity API key', pattern: /pplx-[A-Za-z0-9]{16,}/ },
  { what: 'an OpenAI-style secret key', pattern: /sk-[A-Za-z0-9]{20,}/ },
  { what: 'a private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { what: 'an AWS access key', pattern: /AKIA[0-9A-Z]{16}/ },
  { what: 'a Supabase secret key (sb_secret_…)', pattern: /sb_secret_[A-Za-z0-9_-]{10,}/ },
  { what: 'the words service_role', pattern: /service_role/ },
];

/** Three base64url parts, the first two JSON objects (`{"` encodes as `eyJ`). */
const jwtShape = /\beyJ[A-Za-z0-9_-]*\.eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*/g;

/** A property of the environment object Vite inlines into the bundle: `VITE_NAME:"value"`. */
const inlinedVariable = /\b(VITE_\w+)["'`]?\s*:\s*["'`](?=[^"'`])/g;

const secretName = /SECRET|PRIVATE|SERVICE_ROLE|PASSWORD|TOKEN|CREDENTIAL/;

/** A VITE_ variable named like this holds something that must stay on a server. */
export function isSecretName(name) {
  return secretName.test(name);
}

/** The `role` claim of a JWT, or undefined when it has none or does not decode. */
export function jwtRole(token) {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.role === 'string' ? payload.role : undefined;
  } catch {
    return undefined;
  }
}

/** Every secret in `text`, each described in words; empty when it holds only public keys. */
export function findSecrets(text) {
  const found = privateKeys.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what);
  for (const [token] of text.matchAll(jwtShape)) {
    const role = jwtRole(token);
    if (role !== 'anon') found.push(`a JWT with ${role ? `role ${role}` : 'no role'} (only the anon key's JWT may ship)`);
  }
  for (const [, name] of text.matchAll(inlinedVariable)) {
    if (isSecretName(name)) found.push(`a value for ${name}, which is named like a secret`);
  }
  return found;
}
