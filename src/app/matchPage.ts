import { parse } from 'regexparam';
import { notFoundHead, notFoundPage, routes, type Head, type RouteDef } from './routes';

export type PageMatch = {
  /** The route pattern, or 'not-found'. Prerendered HTML records it so the client knows when to hydrate. */
  key: string;
  page: RouteDef['page'];
  head: Head;
};

/** The page that a pathname shows, outside React (client preload, prerender, head tags). */
export function matchPage(pathname: string): PageMatch {
  for (const route of routes) {
    const { pattern, keys } = parse(route.path);
    const result = pattern.exec(pathname);
    if (!result) continue;
    const params = Object.fromEntries(keys.map((name, index) => [name, safeDecode(result[index + 1])]));
    const head = route.head(params);
    if (head === notFoundHead) break;
    return { key: route.path, page: route.page, head };
  }
  return { key: 'not-found', page: notFoundPage, head: notFoundHead };
}

function safeDecode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
