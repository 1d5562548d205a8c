import { parse } from 'regexparam';
import type { Head } from './head';
import { notFoundHead, notFoundPage, routes, type Params, type RouteDef } from './routes';

export type PageMatch = {
  /** The route pattern, or 'not-found'. Prerendered HTML records it so the client knows when to hydrate. */
  key: string;
  page: RouteDef['page'];
  props: object;
  head: Head;
};

/**
 * The page that a pathname shows, the one place that decides it: the app renders it, the
 * prerender and the client's head tags describe it. An address no route resolves (an unknown
 * path, an unknown guide slug) is not found.
 */
export function matchPage(pathname: string): PageMatch {
  for (const route of routes) {
    const { pattern, keys } = parse(route.path);
    const result = pattern.exec(pathname);
    if (!result) continue;
    const params: Params = Object.fromEntries(keys.map((name, index) => [name, safeDecode(result[index + 1])]));
    const resolved = route.resolve(params);
    if (!resolved) break;
    return { key: route.path, page: resolved.page ?? route.page, props: resolved.props, head: resolved.head };
  }
  return { key: 'not-found', page: notFoundPage, props: {}, head: notFoundHead };
}

function safeDecode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
