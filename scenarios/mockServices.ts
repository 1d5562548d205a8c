import type { Page, Route } from '@playwright/test';
import { getResponse, type RequestHandler } from 'msw';

/**
 * The production build contains no MSW, so end-to-end tests answer the hosted services
 * (Perplexity, Supabase auth and data, the Maps script) with the very same MSW handlers,
 * through Playwright's request routing; so does the benchmark's INP part (scripts/bench/serviceStandIns.mjs).
 * Also records each request, with its headers (names in lower case), so tests can assert what was
 * sent.
 */
export async function mockServices(page: Page, urlPattern: string | RegExp, handlers: RequestHandler[]) {
  const sent: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  await page.route(urlPattern, async (route: Route) => {
    const request = route.request();
    const body = request.postData();
    const headers = await request.allHeaders();
    const fetchRequest = new Request(request.url(), {
      method: request.method(),
      headers,
      body: request.method() === 'GET' || request.method() === 'HEAD' ? undefined : body,
    });
    sent.push({ url: request.url(), method: request.method(), headers, body: parseBody(body) });
    const response = await getResponse(handlers, fetchRequest);
    // No handler, or `HttpResponse.error()`: the browser sees a network failure.
    if (!response || response.type === 'error') {
      await route.abort('failed');
      return;
    }
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  return sent;
}

function parseBody(body: string | null): unknown {
  if (body === null) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
