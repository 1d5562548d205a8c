// Checks of the build-time configuration, run before the build: every VITE_ value ends up in
// the public bundle, so a secret there would be published with the site.
import { findSecrets, isSecretName } from './secretScan.mjs';

/**
 * What is wrong with the VITE_ variables of a production build, one sentence per problem.
 * @param {Record<string, string>} env
 * @returns {string[]}
 */
export function buildEnvProblems(env) {
  const problems = [];
  const supabaseUrl = env.VITE_SUPABASE_URL?.trim();
  if (supabaseUrl && URL.canParse(supabaseUrl) && new URL(supabaseUrl).protocol === 'http:') {
    problems.push(`VITE_SUPABASE_URL must be an https: URL (got ${supabaseUrl}): sessions and passwords would cross the network in clear text.`);
  }
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('VITE_') || !value?.trim()) continue;
    if (isSecretName(name)) {
      problems.push(`${name} is named like a secret, and every VITE_ value is published in the site's code: keep it on a server.`);
      continue;
    }
    for (const secret of findSecrets(value)) {
      problems.push(`${name} holds ${secret}: use the project's publishable key (or its legacy anon key) instead.`);
    }
  }
  return problems;
}
