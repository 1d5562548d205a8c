import { gives, type Question, readQuestion } from './demoQuestion';
import { mentions, mentionsForm, sameWord, words } from './demoWords';
import { isCitation, isHeadingLike, type Section, sectionsOf } from './demoSections';
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
  const { items: all, heading } = pageList(pageText);
  // A card has a title; a run of prose between links ('(opens in a new tab)') or a list of sources is none.
  const items = all.filter(({ title, details }) => isHeadingLike(title) && !details.some(isCitation));
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

/** A sentence of the page, and the section it is in (when the page was read by sections). */
type Sentence = { text: string; section?: number };

const sentencesOf = (text: string) =>
  text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** A question that asks two things ("Does it get cold, and is there rideshare?") is answered from two places if need be. */
const asksSeveral = (question: Question) => /,|\band\b/i.test(question.text);

/**
 * Quotes the fewest sentences (up to three, in page order) that hold the question's words, one
 * of them giving the fact asked for (a price for "how much"), or nothing when no sentence does.
 * `first` are the sentences the quote may open with and `more` those it may go on with; then, for
 * the words that neither they nor their heading (`covered`) hold, `elsewhere`.
 */
function quoteOf(
  sentences: Sentence[],
  question: Question,
  wanted: string[],
  { first, more, elsewhere = [], covered = [] }: { first: number[]; more: number[]; elsewhere?: number[]; covered?: string[] },
): number[] | undefined {
  // How well a sentence answers: the words it holds, those it holds as typed rather than as kin, how often, then its length.
  const score = (index: number, left: Set<string>) => {
    const sentence = sentences[index]?.text ?? '';
    const held = [...left].filter((word) => mentions(sentence, word));
    const hits = words(sentence).filter((other) => held.some((word) => mentions(other, word))).length;
    return [held.length, held.filter((word) => mentionsForm(sentence, word)).length, hits, words(sentence).length];
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
  const giving = first.filter((index) => gives(question.kind, sentences[index]?.text ?? ''));
  const left = new Set(wanted);
  // With nothing to look for but the kind of fact, the first one given; in a section whose heading holds the words, its first sentence.
  const opening = (left.size > 0 ? best(giving, left) : undefined) ?? (left.size === 0 || (covered.length > 0 && question.kind === undefined) ? giving[0] : undefined);
  if (opening === undefined) return undefined;
  const picked: number[] = [];
  const take = (index: number) => {
    picked.push(index);
    for (const word of left) if (mentions(sentences[index]?.text ?? '', word)) left.delete(word);
  };
  take(opening);
  for (let next = best(more, left); next !== undefined && picked.length < MAX_QUOTED; next = best(more, left)) take(next);
  for (const word of covered) left.delete(word);
  for (let next = best(elsewhere, left); next !== undefined && picked.length < MAX_QUOTED; next = best(elsewhere, left)) take(next);
  return picked.sort((a, b) => a - b);
}

/** The quoted sentences, under the heading of their section when they share one. */
function quotation(sentences: Sentence[], picked: number[], sections: Section[] = []): string {
  const text = picked
    .map((index, position) => `${position > 0 && index !== (picked[position - 1] ?? 0) + 1 ? '… ' : ''}${sentences[index]?.text}`)
    .join(' ');
  const [section, ...others] = new Set(picked.map((index) => sentences[index]?.section));
  const heading = others.length === 0 && section !== undefined ? sections[section]?.heading : undefined;
  return heading ? `This page says, under “${heading}”: “${text}”` : `This page says: “${text}”`;
}

/** Quotes the page's text as it runs, with no regard to its sections. */
function quoteThePage(pageText: string, question: Question, wanted: string[]): string | undefined {
  const sentences = sentencesOf(pageText).map((text) => ({ text }));
  const all = sentences.map((_, index) => index);
  const picked = quoteOf(sentences, question, wanted, { first: all, more: all });
  return picked && quotation(sentences, picked);
}

/**
 * Quotes the section that best fits the question: a word in its heading counts most (as typed,
 * then as kin), then in the headings above it, then in its text ("stay" finds 'Where to Stay', "rain" the 'Rain
 * Poncho'). A section whose own heading holds a word may answer with its first sentence. The
 * quote stays in that section unless the question asks several things; a section with no
 * sentence to quote gives way to the next best.
 */
function quoteTheSection(pageText: string, question: Question, wanted: string[]): string | undefined {
  const sections = sectionsOf(pageText);
  const sentences = sections.flatMap(({ lines }, section) => lines.flatMap((line) => sentencesOf(line).map((text) => ({ text, section }))));
  const inSection = (section: number) => sentences.flatMap((sentence, index) => (sentence.section === section ? [index] : []));
  const weight = ({ heading = '', context, lines }: Section, word: string) =>
    mentionsForm(heading, word) ? 4 : mentions(heading, word) ? 3 : context.some((line) => mentions(line, word)) ? 2 : lines.some((line) => mentions(line, word)) ? 1 : 0;
  const ranked = sections
    .map((section, index) => ({ index, score: wanted.reduce((total, word) => total + weight(section, word), 0) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  for (const { index } of ranked) {
    const section = sections[index] as Section;
    const own = inSection(index);
    const picked = quoteOf(sentences, question, wanted, {
      first: own,
      more: own,
      elsewhere: asksSeveral(question) ? sentences.map((_, at) => at) : [],
      covered: wanted.filter((word) => weight(section, word) >= 3),
    });
    if (picked) return quotation(sentences, picked, sections);
  }
  return undefined;
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
  const found = specific.length > 0 ? quoteTheSection(pageText, question, specific) : quoteThePage(pageText, question, specific);
  return found ?? notSaid(question, []);
}

/** The demo assistant's answer to a question about the page text. */
export function answerFromPage(pageText: string, question: string): string {
  return overviewQuestion.test(question) ? summary(pageText) : answer(pageText, readQuestion(question));
}
