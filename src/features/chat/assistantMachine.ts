import { type ActorRefFrom, assign, fromCallback, fromPromise } from 'xstate';
import { type AskInput, chatMachine, type KeyStorageEvent } from '#machines/chat.machine';
import { afterNextPaint } from '#src/lib/afterNextPaint';
import { readablePageText } from './pageText';
import { forgetStoredKey, readStoredKey, saveStoredKey } from './storedKey';

/**
 * The chat machine wired to the browser: the key kept by storedKey.ts, errors in the console
 * (never the key), and Perplexity asked about the text of the page's `main` element, less what it
 * marks private (pageText.ts), read once the question has painted. The provider module
 * (perplexity.ts, beside this one) is loaded with the first question, so pages do not carry it.
 */
export const assistantMachine = chatMachine.provide({
  actions: {
    loadStoredKey: assign({ apiKey: () => readStoredKey() }),
    removeKey: forgetStoredKey,
    logError: (_, { error }) => console.error('The chat assistant could not answer.', error),
  },
  actors: {
    storeKey: fromCallback<KeyStorageEvent, { key: string }>(({ input, sendBack }) =>
      sendBack({ type: saveStoredKey(input.key) ? 'KEY_STORED' : 'KEY_NOT_STORED' }),
    ),
    askAssistant: fromPromise<string, AskInput>(async ({ input, signal }) => {
      // The question paints first: reading the page lays it out, which the send need not wait for.
      await new Promise<void>((resolve) => afterNextPaint(resolve));
      const { askPerplexity } = await import('./perplexity');
      return askPerplexity({ ...input, pageText: readablePageText() }, signal);
    }),
  },
});

export type AssistantActorRef = ActorRefFrom<typeof assistantMachine>;
