import { site } from '#content/site';

/**
 * What a route says about its page for the document's head. A `noindex` page is kept out of
 * search results and out of the sitemap.
 */
export type Head = { title: string; description: string; noindex?: boolean };

/**
 * One tag of the document's head. The first attribute of a meta or link tag identifies it
 * (`name`, `property` or `rel`): the client finds the tag by it to update it in place.
 */
export type HeadTag = { name: 'title'; text: string } | { name: 'meta' | 'link'; attributes: Record<string, string> };

const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({ name: 'meta', attributes: { [key]: value, content } });

/**
 * Every tag of a page's head that depends on the page or belongs to sharing it: the one place to
 * add a tag such as og:image. The prerender writes these tags into each page's HTML (`headHtml`)
 * and the client keeps them in step on navigation (`applyHeadTags`).
 */
export function headTags({ title, description, noindex = false }: Head, pathname: string): HeadTag[] {
  const url = new URL(pathname, site.origin).href;
  return [
    { name: 'title', text: title },
    meta('name', 'description', description),
    // On every page, so that a client-side navigation away from a noindex page updates it.
    meta('name', 'robots', noindex ? 'noindex' : 'index, follow'),
    { name: 'link', attributes: { rel: 'canonical', href: url } },
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
  ];
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The tags as HTML for the prerendered page, one per line. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.name === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      const attributes = Object.entries(tag.attributes).map(([key, value]) => ` ${key}="${escapeHtml(value)}"`);
      return `<${tag.name}${attributes.join('')} />`;
    })
    .join('\n');
}

/** Puts the tags into a live document: each updates the tag it identifies, or is added. */
export function applyHeadTags(document: Document, tags: readonly HeadTag[]) {
  for (const tag of tags) {
    if (tag.name === 'title') {
      document.title = tag.text;
      continue;
    }
    const [key, value] = Object.entries(tag.attributes)[0] ?? [];
    const existing = key ? document.head.querySelector(`${tag.name}[${key}="${CSS.escape(value ?? '')}"]`) : null;
    const element = existing ?? document.head.appendChild(document.createElement(tag.name));
    for (const [name, content] of Object.entries(tag.attributes)) element.setAttribute(name, content);
  }
}
