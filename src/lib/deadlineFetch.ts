/** How long a call to a hosted service may take before it is abandoned. */
export const serviceDeadlineMs: number = 15_000;

/** The reason a call is abandoned; supabase-js keeps only the message of what `fetch` threw. */
export const noAnswerMessage = 'The service did not answer in time.';

/**
 * `fetch` that gives up after `deadlineMs`: it rejects with a `TimeoutError` whose message is
 * `noAnswerMessage`, as `fetch` does when its signal aborts. A caller's own signal still works.
 */
export function fetchWithDeadline(deadlineMs: number = serviceDeadlineMs, baseFetch: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new DOMException(noAnswerMessage, 'TimeoutError')), deadlineMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
    try {
      return await baseFetch(input, { ...init, signal });
    } finally {
      clearTimeout(timer);
    }
  };
}
