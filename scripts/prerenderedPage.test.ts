import { describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerenderedPage.mjs';

const template = '<head>\n    <!--app-head-->\n  </head>\n  <body><div id="root"><!--app-html--></div></body>';

describe('prerenderedPage', () => {
  it('writes the head and the HTML of a route into the template', () => {
    expect(prerenderedPage(template, { head: '<title>Gear</title>\n<meta name="a" />', html: '<h1>Gear</h1>', route: '/gear' })).toBe(
      '<head>\n    <title>Gear</title>\n    <meta name="a" />\n  </head>\n  <body><div id="root" data-route="/gear"><h1>Gear</h1></div></body>',
    );
  });

  it.each(["$'", '$&', '$$', '$`', '$1', '$<name>'])('writes the text %s as it is, never as a replacement pattern', (text) => {
    const page = prerenderedPage(template, { head: `<title>Price: ${text}5</title>`, html: `<p>Costs ${text}5</p>`, route: '/x' });
    expect(page).toContain(`<title>Price: ${text}5</title>`);
    expect(page).toContain(`<div id="root" data-route="/x"><p>Costs ${text}5</p></div></body>`);
  });

  it('escapes the route in its attribute', () => {
    expect(prerenderedPage(template, { head: '', html: '', route: '/a"b<c>&' })).toContain('data-route="/a&quot;b&lt;c&gt;&amp;"');
  });
});
