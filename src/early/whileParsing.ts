/** What to call, as the parser adds an element that matches a selector. */
type Watch = [selector: string, apply: (element: Element) => void];

/** The watches of each document, all served by one observer. */
const watched = new WeakMap<Document, Watch[]>();

/**
 * Calls `apply` on every element matching `selector` as the HTML parser adds it to the document,
 * until the document is parsed. Started by a script in the head, before the body is parsed: the
 * observer's callbacks run before the next paint, so what `apply` sets is on screen from the
 * element's first paint.
 *
 * The parts of a page share one observer: the parser adds each node as a record of its own, and
 * an observer per part had the browser make and walk every record once per part.
 */
export function whileParsing(doc: Document, selector: string, apply: (element: Element) => void) {
  let watches = watched.get(doc);
  if (!watches) {
    const all: Watch[] = [];
    watches = all;
    watched.set(doc, all);
    const take = (records: MutationRecord[]) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) for (const [wanted, applyTo] of all) if (node.matches(wanted)) applyTo(node);
        }
      }
    };
    const observer = new MutationObserver(take);
    observer.observe(doc, { childList: true, subtree: true });
    doc.addEventListener('DOMContentLoaded', () => {
      take(observer.takeRecords());
      observer.disconnect();
      watched.delete(doc);
    });
  }
  watches.push([selector, apply]);
}
