import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { site } from '../../../content/site';
import { matchPage } from '../matchPage';

/** Keeps the title, description, canonical and Open Graph tags in step with client-side navigation. */
export function useDocumentHead() {
  const [pathname] = useLocation();
  useEffect(() => {
    const { head } = matchPage(pathname);
    document.title = head.title;
    const url = new URL(pathname, site.origin).href;
    setAttribute('meta[name="description"]', 'content', head.description);
    setAttribute('meta[property="og:title"]', 'content', head.title);
    setAttribute('meta[property="og:description"]', 'content', head.description);
    setAttribute('meta[property="og:url"]', 'content', url);
    setAttribute('link[rel="canonical"]', 'href', url);
  }, [pathname]);
}

function setAttribute(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}
