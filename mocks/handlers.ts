import type { RequestHandler } from 'msw';
import { demoInbox } from './demoInbox';
import { perplexityHandlers } from './perplexity';
import { browserStore, supabaseAuthHandlers } from './supabase-auth';

const demoAccounts = browserStore();

/**
 * Every handler that stands in for a hosted service: Perplexity and the Supabase auth service,
 * whose accounts demo mode keeps in this browser and whose emails it shows as toasts.
 */
export const handlers: RequestHandler[] = [
  ...supabaseAuthHandlers({ store: demoAccounts, mailer: demoInbox(demoAccounts), siteUrl: `${location.origin}/` }),
  ...perplexityHandlers,
];
