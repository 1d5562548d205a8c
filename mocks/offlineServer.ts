import { http, HttpResponse, type RequestHandler } from 'msw';

/**
 * The connection as the page knows it: `navigator.onLine`, and the `online`/`offline` events
 * since this module loaded. Either saying offline is enough, as it is for a browser's own fetch.
 */
function browserConnection() {
  let lastEvent: 'online' | 'offline' = 'online';
  window.addEventListener('online', () => (lastEvent = 'online'));
  window.addEventListener('offline', () => (lastEvent = 'offline'));
  return { offline: () => !navigator.onLine || lastEvent === 'offline' };
}

/**
 * Put first among the handlers: while the browser is offline, every call to the auth service,
 * the Data API and the Edge Functions fails with a network error, as a server on the other side of the connection
 * does. Online, the next handler answers.
 */
export function unreachableWhileOffline(connection = browserConnection()): RequestHandler[] {
  const unreachable = () => (connection.offline() ? HttpResponse.error() : undefined);
  return [http.all('*/auth/v1/*', unreachable), http.all('*/rest/v1/*', unreachable), http.all('*/functions/v1/*', unreachable)];
}
