import { gives, type Question, readQuestion } from './demoQuestion';
import { mentions, mentionsForm, sameWord, words } from './demoWords';
import { type ListItem, pageList } from './pageList';

/**
 * How the stand-in assistant answers in demo mode: from the page text alone, as the real one is
 * asked to, and honestly. The text is the `innerText` of the page's main element, so it carries
 * no markup: a heading is a line of its own, and a blank line surrounds each paragraph.
 */

/** Questions about the page as a whole rather than something on it. */
const overviewQuestion =
  /\b(?:what(?:'s|’s|\s+is)\s+(?:on|in)\s+(?:this|the)\s+page|what(?:'s|’s|\s+is)\s+(?:this|the)\s+page\s+about|summ?ar(?:y|i[sz]e)|overview)\b/i;

/** At most this many sentences make up an answer. */
const MAX_QUOTED = 3;

const HINT = 'Ask “What is on this page?” to see what it does cover.';

const NOT_SAID = "This page doesn't say";

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


const quoted = (word: string, question: Question) => `“${question.asked.get(word) ?? word}”`;

/** The refusal, naming what the page never mentions when that is why. */
function notSaid(question: Question, missing: string[]): string {
  if (missing.length === 0) return `${NOT_SAID}. ${HINT}`;
  return `${NOT_SAID}: it never mentions ${listOf(missing.map((word) => quoted(word, question)), 'or')}. ${HINT}`;
}

/** A card and, in brackets, the lines of it that answer: those holding a word its title lacks, or the fact asked for. */
function itemAnswer({ title, details }: ListItem, wanted: string[], question: Question): string {
  const inTitle = (word: string) => mentions(title, word);
  const answering = details.filter(
    (line) => wanted.some((word) => !inTitle(word) && mentions(line, word)) || (question.kind !== undefined && gives(question.kind, line)),
  );
  const shown = answering.length > 0 ? answering : wanted.length > 0 ? details : [];
  return shown.length > 0 ? `${title} (${shown.map((line) => line.replace(/\.$/, '')).join('; ')})` : title;
}

/**
 * The cards that answer: each holds every wanted word, and the fact asked for. The page's topic
 * ("Festival" on the festival calendar) and the thing listed are what every card is, so they are
 * not looked for in it. A list question with nothing else to match lists every card, if the
 * cards are what it asks for.
 */
function listAnswer(pageText: string, question: Question, topic: string[]): string | undefined {
  const { items, heading } = pageList(pageText);
  if (items.length === 0) return undefined;
  // What the cards are: the page's topic and the list's heading ("Upcoming Festivals").
  const cardWords = [...topic, ...words(heading ?? '')];
  const onTopic = (word: string) => cardWords.some((topicWord) => sameWord(word, topicWord));
  if (question.listOf && !onTopic(question.listOf)) return undefined;
  const wanted = [...question.asked.keys()].filter((word) => word !== question.listOf && !onTopic(word));
  if (wanted.length === 0 && !question.isList) return undefined;
  const matching = items.filter(
    ({ title, details }) => wanted.every((word) => mentions([title, ...details].join('\n'), word)) && gives(question.kind, [title, ...details].join('\n')),
  );
  if (matching.length === 0) return undefined;
  const answers = matching.map((item) => itemAnswer(item, wanted, question));
  return `This page lists ${matching.length === 1 ? 'one' : matching.length}: ${listOf(answers)}.`;
}

/**
 * Quotes the fewest sentences (up to three, in page order) that hold the question's words, one
 * of them giving the fact asked for (a price for "how much"), or nothing when no sentence does.
 */
function quote(pageText: string, question: Question, wanted: string[]): string | undefined {
  const sentences = pageText
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  // How well a sentence answers: the words it holds, then those it holds as typed rather than as kin, then its length.
  const score = (index: number, left: Set<string>) => {
    const sentence = sentences[index] ?? '';
    const held = [...left].filter((word) => mentions(sentence, word));
    return [held.length, held.filter((word) => mentionsForm(sentence, word)).length, words(sentence).length];
  };
  const better = (a: number[], b: number[]) => {
    const at = a.findIndex((value, position) => value !== b[position]);
    return at >= 0 && (a[at] ?? 0) > (b[at] ?? 0);
  };
  const best = (candidates: number[], left: Set<string>) =>
    candidates.reduce<number | undefined>((bestIndex, index) => {
      const mine = score(index, left);
      if (mine[0] === 0) return bestIndex;
      return bestIndex === undefined || better(mine, score(bestIndex, left)) ? index : bestIndex;
    }, undefined);
  const all = sentences.map((_, index) => index);
  const giving = all.filter((index) => gives(question.kind, sentences[index] ?? ''));
  const left = new Set(wanted);
  // With nothing to look for but the kind of fact (a date, on the page about the festival), the first one given.
  const first = left.size > 0 ? best(giving, left) : giving[0];
  if (first === undefined) return undefined;
  const picked: number[] = [];
  const take = (index: number) => {
    picked.push(index);
    for (const word of left) if (mentions(sentences[index] ?? '', word)) left.delete(word);
  };
  take(first);
  for (let next = best(all, left); next !== undefined && picked.length < MAX_QUOTED; next = best(all, left)) take(next);
  const text = picked
    .sort((a, b) => a - b)
    .map((index, position) => `${position > 0 && index !== (picked[position - 1] ?? 0) + 1 ? '… ' : ''}${sentences[index]}`)
    .join(' ');
  return `This page says: “${text}”`;
}

/**
 * Answers from the page, or says it doesn't: every meaning-carrying word of the question must be
 * on the page, and the answer must give the kind of fact asked for. A question that lists things
 * gets every card of the page's list that fits; another gets the sentences that hold its words.
 */
function answer(pageText: string, question: Question): string {
  const missing = [...question.asked.keys()].filter((word) => !mentions(pageText, word));
  if (missing.length > 0) return notSaid(question, missing);
  const topic = words(outlineOf(pageText).title ?? '');
  const listed = listAnswer(pageText, question, topic);
  if (listed) return listed;
  const onTopic = (word: string) => topic.some((topicWord) => sameWord(word, topicWord));
  const wanted = [...question.asked.keys()].filter((word) => word !== question.listOf);
  const specific = wanted.filter((word) => !onTopic(word));
  // A question about the page's own subject ("Tell me about Coachella" on its guide) gets the page's outline.
  if (specific.length === 0 && wanted.length > 0 && question.kind === undefined) return summary(pageText);
  return quote(pageText, question, specific) ?? notSaid(question, []);
}

/** The demo assistant's answer to a question about the page text. */
export function answerFromPage(pageText: string, question: string): string {
  return overviewQuestion.test(question) ? summary(pageText) : answer(pageText, readQuestion(question));
}
