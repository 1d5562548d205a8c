// What must never reach the built site: keys and tokens that grant more than the public
// access of a Supabase anon or publishable key. The build checks its VITE_ variables with it
// before it starts, and scans every file it wrote with it when it ends.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Not part of a longer word: `task-…` holds no `sk-` key. */
const start = '(?<![A-Za-z0-9_-])';

const privateKeys = [
  { what: 'a Perplexity API key', pattern: /pplx-[A-Za-z0-9]{16,}/ },
  { what: 'an OpenAI-style secret key', pattern: new RegExp(`${start}sk-(?!ant-)[A-Za-z0-9_-]{20,}`) },
  { what: 'an Anthropic API key', pattern: new RegExp(`${start}sk-ant-[A-Za-z0-9_-]{20,}`) },
  { what: 'a Stripe live secret key', pattern: new RegExp(`${start}sk_live_[A-Za-z0-9]{16,}`) },
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

/** The files of a build that hold text: pages, scripts, styles, data and the headers file. */
const textFile = /(\.(js|mjs|html|css|json|webmanifest|txt|xml|map)|\/_headers)$/;

/**
 * Every text file under `folder` that holds a secret (its path relative to `folder`, sorted), with
 * what it holds; empty when the folder is clean.
 */
export async function secretsInFolder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => textFile.test(file.replaceAll('\\', '/')));
  const reports = await Promise.all(files.map(async (file) => ({ file: relative(folder, file), found: findSecrets(await readFile(file, 'utf8')) })));
  return reports.filter(({ found }) => found.length > 0).sort((a, b) => a.file.localeCompare(b.file));
}
