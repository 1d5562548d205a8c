import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { afterEach, beforeAll } from 'vitest';

/**
 * Starts one MSW worker for a test file, answering with `handlers`. A request that no handler
 * answers fails the test when `isMocked` says it is for a mocked service; handlers a test adds
 * with `worker.use()` are reset after it.
 */
export function startMockWorker(handlers: RequestHandler[], isMocked: (url: URL) => boolean) {
  const worker = setupWorker(...handlers);
  beforeAll(async () => {
    await worker.start({
      quiet: true,
      onUnhandledRequest: (request, print) => {
        if (isMocked(new URL(request.url))) print.error();
      },
    });
  });
  afterEach(() => {
    worker.resetHandlers();
  });
  return worker;
}

/** Every request that leaves the page's own origin is for a mocked service. */
export const leavesThePage = (url: URL) => url.origin !== location.origin;

/** Calls to the Supabase project: its auth service, its Data API and its Edge Functions. */
export const callsSupabase = (url: URL) => ['/auth/v1/', '/rest/v1/', '/functions/v1/'].some((prefix) => url.pathname.startsWith(prefix));
