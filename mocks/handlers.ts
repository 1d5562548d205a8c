import type { RequestHandler } from 'msw';
import { perplexityHandlers } from './perplexity';
import { demoAuthHandlers } from './supabase-auth';

/** Every handler that stands in for a hosted service: Perplexity and the Supabase auth service. */
export const handlers: RequestHandler[] = [
  ...demoAuthHandlers,
  ...perplexityHandlers,
];
