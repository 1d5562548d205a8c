/**
 * How the stand-in assistant answers in demo mode: from the page text alone, as the real one is
 * asked to. The text is the `innerText` of the page's main element, so it carries no markup: a
 * heading is a line of its own, and a blank line surrounds each paragraph.
 */

const stopWords = new Set(
  'about also and any are can could does for from have how into its me more much page should tell than that the their them then there this was what when where which who why will with would you your'.split(
    ' ',
  ),
);

/** The words of a text that can carry meaning, in lower case. */
export const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !stopWords.has(word));

/** Two words match when one starts with the other ("pack" and "packing"), at four letters or more. */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

const mentions = (text: string, word: string) => words(text).some((other) => sameWord(word, other));

/** Questions about the page as a whole rather than something on it. */
const overviewQuestion =
  /\b(?:what(?:'s|’s|\s+is)\s+(?:on|in)\s+(?:this|the)\s+page|what(?:'s|’s|\s+is)\s+(?:this|the)\s+page\s+about|summ?ar(?:y|i[sz]e)|overview)\b/i;

/** At most this many sentences make up an answer. */
const MAX_QUOTED = 3;

const HINT = 'Ask “What is on this page?” to see what it does cover.';

/** A short line with no sentence punctuation at its end, starting with a capital: a title or a heading. */
const isHeadingLike = (line: string) => line.length <= 60 && line.split(/\s+/).length <= 6 && /^\p{Lu}/u.test(line) && !/[.!?:;,]$/.test(line);

type Outline = { title: string | undefined; intro: string | undefined; headings: string[] };

/** A line that reads as prose: a few words ending in sentence punctuation. */
const isSentence = (line: string | undefined) => line !== undefined && /[.!?]$/.test(line) && line.split(/\s+/).length >= 4;

/**
 * The title is the first line. A section heading is a heading-like line that opens a paragraph
 * (a blank line, then a sentence) and appears only once: buttons, links and a card's facts are
 * not followed by prose, and a card's title is repeated by its toggle.
 */
function outlineOf(pageText: string): Outline {
  const lines = pageText.split('\n').map((line) => line.trim());
  const first = lines.findIndex(Boolean);
  const title = first >= 0 && isHeadingLike(lines[first] ?? '') ? lines[first] : undefined;
  const count = (line: string) => lines.filter((other) => other === line).length;
  const headings = lines.filter(
    (line, index) => index > first && isHeadingLike(line) && lines[index + 1] === '' && isSentence(lines[index + 2]) && count(line) === 1,
  );
  const intro = title ? lines.slice(first + 1).find(Boolean) : undefined;
  return { title, intro, headings };
}

/** 'A', 'A and B', 'A, B and C' (or 'A, B or C'). */
function listOf(items: readonly string[], conjunction = 'and'): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** The page title and its section headings, or the title and its opening line. */
function summary(pageText: string): string {
  const { title, intro, headings } = outlineOf(pageText);
  if (!title) return 'This page has no text I can read.';
  if (headings.length > 0) return `This page is “${title}”. Its sections: ${listOf(headings)}.`;
  return intro ? `This page is “${title}”: ${intro}` : `This page is “${title}”.`;
}

/**
 * Quotes the fewest sentences (up to three, in page order) that hold the question's keywords.
 * Keywords found only in the page title (its topic) do not count while the question asks about
 * something the page never mentions: then, and when nothing matches, it says so.
 */
function quote(pageText: string, question: string): string {
  const sentences = pageText
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const titleWords = words(outlineOf(pageText).title ?? '');
  const asked = new Map<string, string>();
  for (const typed of question.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const [word] = words(typed);
    if (word && !asked.has(word)) asked.set(word, typed);
  }
  const found = [...asked.keys()].filter((word) => sentences.some((sentence) => mentions(sentence, word)));
  if (found.length === 0) return `This page does not cover that. ${HINT}`;
  const onTopic = (word: string) => titleWords.some((titleWord) => sameWord(word, titleWord));
  const specific = found.filter((word) => !onTopic(word));
  const missing = [...asked.keys()].filter((word) => !found.includes(word));
  if (specific.length === 0 && missing.length > 0) {
    return `This page does not mention ${listOf(missing.map((word) => `“${asked.get(word)}”`), 'or')}. ${HINT}`;
  }
  const wanted = new Set(specific.length > 0 ? specific : found);
  const picked: number[] = [];
  while (wanted.size > 0 && picked.length < MAX_QUOTED) {
    const covers = sentences.map((sentence) => [...wanted].filter((word) => mentions(sentence, word)).length);
    const best = covers.reduce(
      (bestIndex, covered, index) =>
        covered > (covers[bestIndex] ?? 0) ||
        (covered === covers[bestIndex] && words(sentences[index] ?? '').length > words(sentences[bestIndex] ?? '').length)
          ? index
          : bestIndex,
      0,
    );
    if (!covers[best]) break;
    picked.push(best);
    for (const word of wanted) if (mentions(sentences[best] ?? '', word)) wanted.delete(word);
  }
  const quoted = picked
    .sort((a, b) => a - b)
    .map((index, position) => `${position > 0 && index !== (picked[position - 1] ?? 0) + 1 ? '… ' : ''}${sentences[index]}`)
    .join(' ');
  return `This page says: “${quoted}”`;
}

/** The demo assistant's answer to a question about the page text. */
export function answerFromPage(pageText: string, question: string): string {
  return overviewQuestion.test(question) ? summary(pageText) : quote(pageText, question);
}
