import { site } from './site';

/**
 * The first part of the system text the chat sends with every question; the page text follows it
 * after a blank line. Content, so that the mock Perplexity (mocks/) can recognise it too.
 */
export const assistantInstructions =
  `You are the assistant of ${site.brand}, a festival travel checklist site. ` +
  'Answer the visitor using only the text of the page they are reading, given below. ' +
  'Be concise. Do not repeat the question or the page text.';
