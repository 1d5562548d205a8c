import { describe, expect, it } from 'vitest';
import { headHtml, headTags } from './head';

const head = { title: 'Rock & "Roll" <Live>', description: 'Tents, boots & rain.' };

describe('headTags', () => {
  it('gives the title, description, canonical link and Open Graph tags of a page', () => {
    const url = 'http://localhost:5173/festival-guides/coachella';
    const tags = headTags(head, '/festival-guides/coachella');
    for (const tag of [
      { name: 'title', text: head.title },
      { name: 'meta', attributes: { name: 'description', content: head.description } },
      { name: 'meta', attributes: { name: 'robots', content: 'index, follow' } },
      { name: 'link', attributes: { rel: 'canonical', href: url } },
      { name: 'meta', attributes: { property: 'og:type', content: 'website' } },
      { name: 'meta', attributes: { property: 'og:site_name', content: 'Festival Compass' } },
      { name: 'meta', attributes: { property: 'og:title', content: head.title } },
      { name: 'meta', attributes: { property: 'og:description', content: head.description } },
      { name: 'meta', attributes: { property: 'og:url', content: url } },
    ]) {
      expect(tags).toContainEqual(tag);
    }
  });

  it('has one tag of each kind, so the client can find each tag it updates', () => {
    const keys = headTags(head, '/').map((tag) => (tag.name === 'title' ? 'title' : `${tag.name} ${Object.entries(tag.attributes)[0]?.join('=')}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps a noindex page out of search results', () => {
    expect(headTags({ ...head, noindex: true }, '/shared-plan')).toContainEqual({ name: 'meta', attributes: { name: 'robots', content: 'noindex' } });
  });

  it("gives the home page the site's address with its slash (the local origin of the unit tests)", () => {
    expect(headTags(head, '/')).toContainEqual({ name: 'link', attributes: { rel: 'canonical', href: 'http://localhost:5173/' } });
  });
});

describe('headHtml', () => {
  it('writes each tag as HTML, escaping the text and attribute values', () => {
    const html = headHtml(headTags(head, '/legal'));
    expect(html).toContain('<title>Rock &amp; &quot;Roll&quot; &lt;Live&gt;</title>');
    expect(html).toContain('<meta name="description" content="Tents, boots &amp; rain." />');
    expect(html).toContain('<link rel="canonical" href="http://localhost:5173/legal" />');
    expect(html).toContain('<meta property="og:title" content="Rock &amp; &quot;Roll&quot; &lt;Live&gt;" />');
  });

  it('writes one line per tag', () => {
    const tags = headTags(head, '/legal');
    expect(headHtml(tags).split('\n')).toHaveLength(tags.length);
  });
});
