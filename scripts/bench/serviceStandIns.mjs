// The services a page of the end-to-end build calls, answered in the bench as the end-to-end
// tests answer them: by the MSW handlers of mocks/, through Playwright's routing
// (scenarios/mockServices.ts), loaded with projectModule since they are TypeScript.
import { getResponse } from 'msw';
import { loadEnv } from 'vite';
import { MAPS_SCRIPT_URL, PERPLEXITY_ORIGIN } from '../../content/services.js';
import { projectModule } from './projectModule.mjs';

/** A visitor's account, in the auth stand-in's store of this bench run. */
const account = { email: 'bench.visitor@example.com', password: 'wellies-and-glitter' };

/**
 * Loads the stand-ins and returns what a visit needs of them: routing for a page, and a session
 * of a signed-in visitor to store before a visit.
 */
export async function loadServiceStandIns() {
  const [{ mockServices }, auth, { supabaseDataHandlers }, { perplexityHandlers }, { fakeGoogleMapsHandler }] = await Promise.all([
    projectModule('/scenarios/mockServices.ts'),
    projectModule('/mocks/supabase-auth.ts'),
    projectModule('/mocks/supabase-tables.ts'),
    projectModule('/mocks/perplexity.ts'),
    projectModule('/mocks/google-maps/handlers.ts'),
  ]);
  const env = loadEnv('e2e', process.cwd(), 'VITE_');
  const store = auth.memoryStore();
  auth.addAccount(store, { ...account, role: 'authenticated', confirmed: true });
  const authHandlers = auth.supabaseAuthHandlers({ store });
  return {
    /**
     * Answers the page's calls to the auth service, the Data API, Perplexity and the Maps script.
     * @param {import('playwright').Page} page
     */
    async answer(page) {
      await mockServices(page, `${MAPS_SCRIPT_URL}**`, [fakeGoogleMapsHandler]);
      await mockServices(page, '**/auth/v1/**', authHandlers);
      await mockServices(page, '**/rest/v1/**', supabaseDataHandlers());
      await mockServices(page, `${PERPLEXITY_ORIGIN}/**`, perplexityHandlers);
    },
    /**
     * A fresh session of the bench's visitor, from a password login with the auth stand-in, as
     * the page would have stored it after logging in.
     * @returns {Promise<string>}
     */
    async signedInSession() {
      const login = new Request(new URL('/auth/v1/token?grant_type=password', env.VITE_SUPABASE_URL), {
        method: 'POST',
        headers: { apikey: env.VITE_SUPABASE_PUBLISHABLE_KEY, 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      const response = await getResponse(authHandlers, login);
      if (!response?.ok) throw new Error(`The auth stand-in refused the bench's login (${response?.status ?? 'no answer'}).`);
      return response.text();
    },
  };
}
