/**
 * The list a page shows, read back from its text: cards (a festival, a gear item) come out of
 * `innerText` as a few lines each, parted by the controls every card repeats ('Save',
 * 'View on Map', 'Read Guide', 'Directions'…).
 */

/** One card: its title (its first line) and the lines under it. */
export type ListItem = { title: string; details: string[] };

export type PageList = {
  items: ListItem[];
  /** The line just above the first card, which names the list ("Upcoming Festivals"). */
  heading: string | undefined;
};

/** A list has at least this many cards of the same shape. */
const MIN_ITEMS = 3;

/**
 * The cards of the page, or none. The lines the page repeats most (at least three times) are its
 * cards' controls: the runs of lines between them are cards, and the most common run length
 * (two lines or more) is a card's. A longer run (the page's header before the first card) keeps
 * its last lines.
 */
export function pageList(pageText: string): PageList {
  const lines = pageText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  if (most < MIN_ITEMS) return { items: [], heading: undefined };
  const runs: { start: number; lines: string[] }[] = [];
  let start = 0;
  lines.forEach((line, index) => {
    if (counts.get(line) !== most) return;
    if (index > start) runs.push({ start, lines: lines.slice(start, index) });
    start = index + 1;
  });
  const lengths = new Map<number, number>();
  for (const run of runs) if (run.lines.length >= 2) lengths.set(run.lines.length, (lengths.get(run.lines.length) ?? 0) + 1);
  const [size] = [...lengths].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, 0]);
  if (size === 0 || runs.filter((run) => run.lines.length >= size).length < MIN_ITEMS) return { items: [], heading: undefined };
  const cards = runs.filter((run) => run.lines.length >= size).map((run) => ({ start: run.start + run.lines.length - size, lines: run.lines.slice(-size) }));
  const first = cards[0]?.start ?? 0;
  return {
    items: cards.map(({ lines: [title = '', ...details] }) => ({ title, details })),
    heading: first > 0 ? lines[first - 1] : undefined,
  };
}
