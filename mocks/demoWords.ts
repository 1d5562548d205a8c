import { synonymGroups } from './demoSynonyms';

/**
 * The words the demo assistant matches on: the ones that carry a question's meaning, compared so
 * that word forms meet ("pack" and "packing", "ticket" and "tickets").
 */

/**
 * Words that carry no meaning of their own in a question: function words, question fillers, and
 * verbs any question may use ("Which headliners play…", "Where can I find…").
 */
const stopWords = new Set(
  [
    'about again all also and any are been can could did does doing done for from get gets getting give got had has have her him his how',
    'into its just know let like list listed lists many may me might more most much must name named names near need not now off one only our',
    'out over own page please play plays playing really said say says see seen shall she should show shown site some tell than that the',
    'their them then there these they this those too very want was way were what when where which who whom whose why will with would you',
    'your yours',
  ]
    .join(' ')
    .split(' '),
);

/** Nouns a list question may ask for without naming anything on the page: "Which things…". */
const genericNouns = new Set('ones options places things items kinds types stuff'.split(' '));

/** The words of a text that can carry meaning, in lower case. */
export const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !stopWords.has(word));

/** Whether a word is one that names nothing in particular. */
export const isGeneric = (word: string) => genericNouns.has(word);

/** Two words match when one starts with the other ("pack" and "packing"), at four letters or more. */
export const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Whether `text` holds `word` itself, in some form. */
export const mentionsForm = (text: string, word: string) => words(text).some((other) => sameWord(word, other));

/** Whether two words ask the same thing, by the synonym table. */
const related = (a: string, b: string) => synonymGroups.some((group) => group.some((member) => sameWord(a, member)) && group.some((member) => sameWord(b, member)));

/** Whether `text` holds `word` in some form, or a word that asks the same. */
export const mentions = (text: string, word: string) => words(text).some((other) => sameWord(word, other) || related(word, other));
