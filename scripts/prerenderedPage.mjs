// One prerendered page: the route's head tags and HTML written into the built index.html.

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Fills `template` (index.html with its `<!--app-head-->` and empty root) with one route's
 * `head` and `html`. Each is passed through a function, so a `$&`, `$'` or `$$` in the content is
 * written as it is rather than read as a replacement pattern.
 */
export function prerenderedPage(template, { html, head, route }) {
  return template
    .replace('<!--app-head-->', () => head.replaceAll('\n', '\n    '))
    .replace('<div id="root"><!--app-html--></div>', () => `<div id="root" data-route="${escapeHtml(route)}">${html}</div>`);
}
