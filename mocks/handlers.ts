import type { RequestHandler } from 'msw';

/** Every handler that stands in for a hosted service: Perplexity and the Supabase auth service. */
export const handlers: RequestHandler[] = [];
