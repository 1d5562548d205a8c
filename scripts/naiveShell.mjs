// The naive build's page (scripts/buildNaive.mjs, decision 047): the built index.html as a
// client-rendered app ships it, with no head tags, no prerendered body and no inline script, so
// the app's one `createRoot` renders the whole page in the browser.

/**
 * The shell every route of the naive build serves: `template` (the built index.html) with its
 * `<!--app-head-->` marker left empty and its root empty. It carries no inline script of its own
 * (the early capture and its policy are written by the production build's prerender only), and
 * its root has no `data-route`, so the client entry renders rather than hydrates.
 * @param {string} template
 */
export function naiveShell(template) {
  for (const marker of ['<!--app-head-->', '<div id="root"><!--app-html--></div>']) {
    if (!template.includes(marker)) throw new Error(`index.html has lost its ${marker} marker, which the naive shell empties.`);
  }
  return template.replace(/\n\s*<!--app-head-->/, '').replace('<div id="root"><!--app-html--></div>', '<div id="root"></div>');
}
