import { describe, expect, it } from 'vitest';
import { festivals } from '#content/festivals';
import { matchPage } from './matchPage';
import { prerenderPaths, sitemapPaths } from './prerenderPaths';

describe('matchPage', () => {
  it('finds each static route', () => {
    expect(matchPage('/').key).toBe('/');
    expect(matchPage('/festival-calendar').key).toBe('/festival-calendar');
    expect(matchPage('/auth').head.title).toBe('Login / Sign Up | Festival Compass');
    expect(matchPage('/auth').head.description).toBe('Login or create a Festival Compass account to see your map.');
  });

  it('finds a known guide and names it in the title', () => {
    const match = matchPage('/festival-guides/coachella');
    expect(match.key).toBe('/festival-guides/:slug');
    expect(match.head.title).toBe('Coachella Guide | Festival Compass');
  });

  it('treats an unknown guide slug and an unknown path as not found', () => {
    expect(matchPage('/festival-guides/not-a-festival').key).toBe('not-found');
    expect(matchPage('/nowhere').key).toBe('not-found');
    expect(matchPage('/festival-guides/%E0%A4%A').key).toBe('not-found');
  });
});

describe('prerenderPaths', () => {
  it('lists every static route once and a guide per festival', () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(11 + festivals.length);
    expect(paths).toContain('/festival-guides/tomorrowland');
    expect(paths).toContain('/shared-plan');
    expect(paths).toContain('/newsletter');
  });

  it('gives the sitemap every prerendered page but the shared plan and the newsletter links page, which are noindex', () => {
    expect(sitemapPaths()).toEqual(prerenderPaths().filter((path) => path !== '/shared-plan' && path !== '/newsletter'));
  });

  it('gives every prerendered page its own title', () => {
    const titles = prerenderPaths().map((path) => matchPage(path).head.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
