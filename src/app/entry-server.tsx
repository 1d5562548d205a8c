import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { site } from '#content/site';
import { App } from './App';
import { headHtml, headTags } from './head';
import { matchPage } from './matchPage';

/** A prerendered page: its body, its head's tags as HTML, and its route (or 'not-found'). */
export type Rendered = { html: string; head: string; route: string };

/** Renders one path to HTML, waiting for its lazy page, for the prerender step of the build. */
export async function render(pathname: string): Promise<Rendered> {
  const match = matchPage(pathname);
  await match.page.preload();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={pathname} ssrSearch="" />
    </StrictMode>,
    // Never split large pages into streamed chunks: those need inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), head: headHtml(headTags(match.head, pathname)), route: match.key };
}

export { prerenderPaths, sitemapPaths } from './prerenderPaths';
export const siteOrigin = site.origin;

/**
 * The page parts of the inline script (src/early/parts/), by module, with the attribute each
 * registers itself by: the build gives a page the parts whose attribute its HTML carries.
 */
export const earlyParts = Object.entries(import.meta.glob<string>(['/src/early/parts/*.ts', '!**/*.test.*'], { eager: true, import: 'registeredBy' })).map(
  ([module, attribute]) => ({ module, attribute }),
);
