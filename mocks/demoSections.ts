/**
 * The sections of a page, read back from its `innerText`: each heading with the prose under it.
 * Without markup, a heading is a short line that reads as a title; headings with nothing under
 * them ("Travel & Accommodation" over "Getting There") are the next section's context.
 */

export type Section = {
  /** The section's own heading, or none for the text before the first heading. */
  heading: string | undefined;
  /** The headings just above it that have no text of their own. */
  context: string[];
  /** Its lines of text, in page order. */
  lines: string[];
};

/** A short line with no sentence punctuation at its end, starting with a capital: a title or a heading. */
export const isHeadingLike = (line: string) =>
  line.length <= 60 && line.split(/\s+/).length <= 6 && /^\p{Lu}/u.test(line) && !/[.!?:;,]$/.test(line);

/** A line this often on one page is a control every card repeats ('Packed', 'Shop on Amazon'). */
const CONTROL_REPEATS = 3;

/** A list of sources ("Sources: a.com", ", source 1 of Weather") cites the text; it is not the text. */
export const isCitation = (line: string) => /^(?:Sources?:|,\s)/.test(line);

/**
 * The page's sections, its title left out. A line is left out when the page repeats it as a
 * control, when it repeats an earlier line (a card's title on its checkbox), or when it cites.
 */
export function sectionsOf(pageText: string): Section[] {
  const lines = pageText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  const seen = new Set<string>();
  const title = isHeadingLike(lines[0] ?? '') ? 1 : 0;
  const kept = lines.slice(title).filter((line) => {
    const fresh = !seen.has(line) && (counts.get(line) ?? 0) < CONTROL_REPEATS && !isCitation(line);
    seen.add(line);
    return fresh;
  });
  const sections: Section[] = [{ heading: undefined, context: [], lines: [] }];
  for (const line of kept) {
    const current = sections.at(-1) as Section;
    if (!isHeadingLike(line)) current.lines.push(line);
    else if (current.lines.length === 0 && current.heading !== undefined) {
      current.context.push(current.heading);
      current.heading = line;
    } else sections.push({ heading: line, context: [], lines: [] });
  }
  return sections.filter((section) => section.lines.length > 0);
}
