import type { RequestHandler } from 'msw';
import { demoInbox, demoNewsletterInbox } from './demoInbox';
import { newsletterHandlers } from './newsletter';
import { unreachableWhileOffline } from './offlineServer';
import { perplexityHandlers } from './perplexity';
import { browserTableStore } from './postgrest';
import { browserStore, supabaseAuthHandlers } from './supabase-auth';
import { supabaseDataHandlers } from './supabase-tables';

const demoAccounts = browserStore();
const demoRows = browserTableStore();

/**
 * Every handler that stands in for a hosted service: Perplexity, the Supabase auth service,
 * whose accounts demo mode keeps in this browser and whose emails it shows as toasts, the
 * Supabase Data API, whose rows it keeps in this browser too, shared by every tab, and the
 * newsletter Edge Function, which keeps its sign-ups in those rows and shows its emails as
 * toasts too. While the browser is offline, all three Supabase services are out of reach, as real
 * ones are.
 */
export const handlers: RequestHandler[] = [
  ...unreachableWhileOffline(),
  ...supabaseAuthHandlers({ store: demoAccounts, mailer: demoInbox(demoAccounts), siteUrl: `${location.origin}/` }),
  ...supabaseDataHandlers({ store: demoRows }),
  ...newsletterHandlers({ store: demoRows, mailer: demoNewsletterInbox, siteOrigin: location.origin }),
  ...perplexityHandlers,
];
