/**
 * Calls `apply` on every element matching `selector` as the HTML parser adds it to the document,
 * until the document is parsed. Started by a script in the head, before the body is parsed: the
 * observer's callbacks run before the next paint, so what `apply` sets is on screen from the
 * element's first paint.
 */
export function whileParsing(doc: Document, selector: string, apply: (element: Element) => void) {
  const take = (records: MutationRecord[]) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element && node.matches(selector)) apply(node);
    }
  };
  const observer = new MutationObserver(take);
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => {
    take(observer.takeRecords());
    observer.disconnect();
  });
}
