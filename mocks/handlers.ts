import type { RequestHandler } from 'msw';
import { demoInbox } from './demoInbox';
import { unreachableWhileOffline } from './offlineServer';
import { perplexityHandlers } from './perplexity';
import { browserTableStore } from './postgrest';
import { browserStore, supabaseAuthHandlers } from './supabase-auth';
import { supabaseDataHandlers } from './supabase-tables';

const demoAccounts = browserStore();

/**
 * Every handler that stands in for a hosted service: Perplexity, the Supabase auth service,
 * whose accounts demo mode keeps in this browser and whose emails it shows as toasts, and the
 * Supabase Data API, whose rows it keeps in this browser too, shared by every tab. While the
 * browser is offline, the auth service and the Data API are out of reach, as real ones are.
 */
export const handlers: RequestHandler[] = [
  ...unreachableWhileOffline(),
  ...supabaseAuthHandlers({ store: demoAccounts, mailer: demoInbox(demoAccounts), siteUrl: `${location.origin}/` }),
  ...supabaseDataHandlers({ store: browserTableStore() }),
  ...perplexityHandlers,
];
