/**
 * The prerendered HTML file that the service worker's precache holds for a navigation: the build
 * writes every route as `<path>/index.html`.
 */
export function precachedPage(url: string): string {
  const { pathname } = new URL(url);
  return pathname.endsWith('/') ? `${pathname}index.html` : `${pathname}/index.html`;
}
