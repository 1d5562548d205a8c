import { isGeneric, words } from './demoWords';

/**
 * What kind of fact a question asks for, and how a passage shows it has one. "How much is a
 * ticket?" is answered by a price, not by any sentence that mentions tickets.
 */
const answerKinds = {
  price: {
    asked: /\bhow much\b|\b(?:cost|costs|price|prices|priced|fee|fees)\b/i,
    given: /[$€£¥]\s?\d|\d\s?[$€£¥]|\b\d+(?:[.,]\d+)?\s?(?:eur|euros?|usd|dollars?|gbp|pounds?)\b|(?<![-\w])free\b/i,
  },
  distance: {
    asked: /\bhow (?:far|long)\b/i,
    given:
      /\b(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|few|several|half)[\s-]+(?:km|kilomet(?:re|er)s?|miles?|metres?|meters?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?)\b/i,
  },
  time: {
    asked: /\b(?:when|what time|what day|which day|what date|which date|how early|how late)\b/i,
    given: new RegExp(
      [
        '\\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\\b',
        '\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\\b',
        '\\b\\d{1,2}(?::\\d{2})?\\s?(?:am|pm)\\b',
        '\\b\\d{1,2}:\\d{2}\\b',
        '\\b(?:19|20)\\d{2}\\b',
        '\\b(?:days?|weeks?|months?) (?:ahead|before|after|early|in advance)\\b',
      ].join('|'),
      'i',
    ),
  },
} as const;

export type AnswerKind = keyof typeof answerKinds;

/** Whether a passage gives the kind of fact a question asks for. */
export const gives = (kind: AnswerKind | undefined, passage: string) => kind === undefined || answerKinds[kind].given.test(passage);

/** "Which festivals…", "What stages…", "List the…", "Name all…", "How many…", "every…": the plural noun is what to list. */
const listOpeners = [
  /^\s*(?:which|what)\s+(\p{L}+s)\b/iu,
  /\b(?:list|name)\s+(?:all\s+|every\s+)?(?:of\s+)?(?:the\s+)?(\p{L}+)/iu,
  /\bhow many\s+(\p{L}+)/iu,
  /\b(?:all|every)\s+(?:of\s+)?(?:the\s+)?(\p{L}+s)\b/iu,
];

/** Words a list question may open with that are verbs, not the thing to list ("What does…", "Which is…"). */
const notNouns = /^(?:is|was|does|has|goes|plays)$/i;

export type Question = {
  /** The question as the visitor typed it. */
  text: string;
  /** The meaning-carrying words, each with the form the visitor typed. */
  asked: Map<string, string>;
  /** For a list question ("Which festivals…"), the word for what to list, unless it names nothing in particular. */
  listOf: string | undefined;
  isList: boolean;
  /** The kind of fact the answer must give, if the question asks for one (a price, a time…). */
  kind: AnswerKind | undefined;
};

/** Reads a question: what it asks about, whether it asks for a list, and what kind of fact. */
export function readQuestion(question: string): Question {
  const kind = (Object.keys(answerKinds) as AnswerKind[]).find((name) => answerKinds[name].asked.test(question));
  // The words that ask for a kind of fact ("how much", "when") are not something to look for.
  const rest = kind ? question.replace(new RegExp(answerKinds[kind].asked.source, 'gi'), ' ') : question;
  const asked = new Map<string, string>();
  for (const typed of rest.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const [word] = words(typed);
    if (word && !asked.has(word)) asked.set(word, typed);
  }
  const noun = listOpeners.map((opener) => opener.exec(question)?.[1]).find((found) => found !== undefined && !notNouns.test(found));
  const [listWord] = words(noun ?? '');
  const listOf = listWord && !isGeneric(listWord) ? listWord : undefined;
  for (const word of asked.keys()) if (isGeneric(word)) asked.delete(word);
  return { text: question, asked, listOf, isList: noun !== undefined, kind };
}
