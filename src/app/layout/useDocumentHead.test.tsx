import { afterEach, describe, expect, it } from 'vitest';
import { headHtml, headTags } from '#src/app/head';
import { matchPage } from '#src/app/matchPage';
import { renderApp } from '#src/test/renderApp';

/** The tags the prerender writes into a page's HTML for `pathname`, as elements. */
function prerenderedTags(pathname: string): Element[] {
  const html = headHtml(headTags(matchPage(pathname).head, pathname));
  return [...new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html').head.children];
}

/** The document head's elements with the same name and first attribute as `tag`, as HTML: exactly `[tag.outerHTML]` when the client wrote it alike. */
function inDocument(tag: Element): string[] {
  const [key] = tag.getAttributeNames();
  const selector = key ? `${tag.localName}[${key}="${tag.getAttribute(key)}"]` : tag.localName;
  return [...document.head.querySelectorAll(selector)].map((element) => element.outerHTML);
}

const pageTitle = (pathname: string) => matchPage(pathname).head.title;

describe('useDocumentHead', () => {
  const original = document.head.innerHTML;
  afterEach(() => {
    document.head.innerHTML = original;
  });

  it.each(['/', '/festival-calendar', '/festival-guides/coachella', '/festival-guides/not-a-festival', '/nowhere'])(
    'gives the document the same head tags as the prerendered HTML of %s',
    async (pathname) => {
      await renderApp(pathname);
      await expect.poll(() => document.title).toBe(pageTitle(pathname));
      const tags = prerenderedTags(pathname);
      expect(tags.length).toBeGreaterThan(1);
      for (const tag of tags) expect(inDocument(tag), tag.outerHTML).toEqual([tag.outerHTML]);
    },
  );

  it('updates the same tags in place on client-side navigation', async () => {
    const { location } = await renderApp('/festival-calendar');
    await expect.poll(() => document.title).toBe(pageTitle('/festival-calendar'));
    location.navigate('/festival-guides/tomorrowland');
    await expect.poll(() => document.title).toBe(pageTitle('/festival-guides/tomorrowland'));
    for (const tag of prerenderedTags('/festival-guides/tomorrowland')) expect(inDocument(tag), tag.outerHTML).toEqual([tag.outerHTML]);
  });
});
