import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithDeadline, noAnswerMessage, serviceDeadlineMs } from './deadlineFetch';

/** A service that never answers: the request settles only when its signal aborts. */
const silentService: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchWithDeadline', () => {
  it('gives up on a silent service after 15 seconds, not before', async () => {
    vi.useFakeTimers();
    expect(serviceDeadlineMs).toBe(15_000);
    let outcome: unknown;
    void fetchWithDeadline(undefined, silentService)('https://project.supabase.co/auth/v1/token').catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ name: 'TimeoutError', message: noAnswerMessage });
  });

  it('takes its deadline as an argument', async () => {
    const started = performance.now();
    await expect(fetchWithDeadline(30, silentService)('https://example.com/')).rejects.toThrow(noAnswerMessage);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('passes an answer in time through, with the request as it was made, and clears its timer', async () => {
    vi.useFakeTimers();
    const baseFetch = vi.fn<typeof fetch>(async () => new Response('{"ok":true}', { status: 200 }));
    const response = await fetchWithDeadline(1_000, baseFetch)('https://example.com/api', { method: 'POST', body: 'x' });
    expect(await response.json()).toEqual({ ok: true });
    expect(baseFetch).toHaveBeenCalledWith('https://example.com/api', expect.objectContaining({ method: 'POST', body: 'x', signal: expect.any(AbortSignal) }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("still lets the caller's own signal cancel the request", async () => {
    const caller = new AbortController();
    const request = fetchWithDeadline(60_000, silentService)('https://example.com/', { signal: caller.signal });
    caller.abort(new DOMException('Left the page', 'AbortError'));
    await expect(request).rejects.toMatchObject({ name: 'AbortError', message: 'Left the page' });
  });
});
