import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { site } from '../content/site';

/** A reply that has not arrived after this long is given up, and its request cancelled. */
export const CHAT_REPLY_TIMEOUT_MS = 30_000;

const greeting = "Hi! I'm ready to help. Ask me anything about this page.";

/** What the assistant says by itself: notices shown in the list, never sent to the provider. */
export const chatCopy = {
  greeting,
  enterKey: `To get started, please enter your ${site.perplexity.name} API key below.`,
  keySet: `API Key set! ${greeting}`,
  emptyReply: "I'm not sure how to respond to that.",
  somethingWentWrong: 'Sorry, something went wrong. Please try again.',
  timedOut: 'The assistant took too long to answer, so the request was cancelled. Please try again.',
} as const;

export type ChatMessage =
  | { role: 'user'; content: string }
  /** `answer` is a reply from the provider; `notice` and `error` are the site speaking. */
  | { role: 'bot'; kind: 'answer' | 'notice' | 'error'; content: string };

/** A question the provider answered: the only earlier messages sent with a new question. */
export type Exchange = { question: string; answer: string };

/** What the assistant actor is asked; it resolves with the reply text. */
export type AskInput = { apiKey: string; exchanges: Exchange[]; question: string };

export type ChatEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'SUBMIT_KEY'; key: string }
  | { type: 'SEND'; text: string }
  | { type: 'FORGET_KEY' };

type ChatContext = { apiKey: string | undefined; messages: ChatMessage[] };

/** Each question immediately followed by its answer; unanswered questions and notices are left out. */
export function completedExchanges(messages: readonly ChatMessage[]): Exchange[] {
  return messages.flatMap((message, index) => {
    const next = messages[index + 1];
    if (message.role !== 'user' || next?.role !== 'bot' || next.kind !== 'answer') return [];
    return [{ question: message.content, answer: next.content }];
  });
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : chatCopy.somethingWentWrong;
}

const bot = (kind: 'answer' | 'notice' | 'error', content: string): ChatMessage => ({ role: 'bot', kind, content });

/**
 * The chat assistant: the dialog is closed or open; inside it the visitor's key is missing or set;
 * with a key, the chat is idle or sending a question. Reading, saving and forgetting the key,
 * logging, and asking the provider are supplied by the app with `.provide()`. Leaving `sending`
 * (reply, error, timeout, closing the dialog, forgetting the key) stops the request.
 */
export const chatMachine = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent },
  actors: {
    askAssistant: fromPromise<string, AskInput>(() => Promise.reject(new Error('No assistant is configured.'))),
  },
  actions: {
    loadStoredKey: assign({ apiKey: (): string | undefined => undefined }),
    saveKey: (_, _params: { key: string }) => {},
    removeKey: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasKey: ({ context }) => context.apiKey !== undefined,
    keyIsNotBlank: ({ event }) => event.type === 'SUBMIT_KEY' && event.key.trim() !== '',
    textIsNotBlank: ({ event }) => event.type === 'SEND' && event.text.trim() !== '',
  },
  delays: { replyTimeout: CHAT_REPLY_TIMEOUT_MS },
}).createMachine({
  id: 'chat',
  context: { apiKey: undefined, messages: [] },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: {
      entry: [
        'loadStoredKey',
        assign({
          messages: ({ context }) =>
            context.messages.length > 0 ? context.messages : [bot('notice', context.apiKey ? chatCopy.greeting : chatCopy.enterKey)],
        }),
      ],
      on: { CLOSE: 'closed' },
      initial: 'checkingKey',
      states: {
        checkingKey: {
          always: [{ guard: 'hasKey', target: 'keySet' }, { target: 'keyMissing' }],
        },
        keyMissing: {
          on: {
            SUBMIT_KEY: {
              guard: 'keyIsNotBlank',
              target: 'keySet',
              actions: [
                { type: 'saveKey', params: ({ event }) => ({ key: event.key.trim() }) },
                assign({ apiKey: ({ event }) => event.key.trim(), messages: () => [bot('notice', chatCopy.keySet)] }),
              ],
            },
          },
        },
        keySet: {
          on: {
            FORGET_KEY: {
              target: 'keyMissing',
              actions: ['removeKey', assign({ apiKey: undefined, messages: () => [bot('notice', chatCopy.enterKey)] })],
            },
          },
          initial: 'idle',
          states: {
            idle: {
              on: {
                SEND: {
                  guard: 'textIsNotBlank',
                  target: 'sending',
                  actions: assign({
                    messages: ({ context, event }) => [...context.messages, { role: 'user', content: event.text.trim() }],
                  }),
                },
              },
            },
            sending: {
              tags: ['busy'],
              invoke: {
                src: 'askAssistant',
                input: ({ context, event }) => {
                  assertEvent(event, 'SEND');
                  return { apiKey: context.apiKey ?? '', exchanges: completedExchanges(context.messages), question: event.text.trim() };
                },
                onDone: {
                  target: 'idle',
                  actions: assign({
                    messages: ({ context, event }) => [
                      ...context.messages,
                      event.output.trim() ? bot('answer', event.output.trim()) : bot('notice', chatCopy.emptyReply),
                    ],
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                    assign({ messages: ({ context, event }) => [...context.messages, bot('error', errorMessage(event.error))] }),
                  ],
                },
              },
              after: {
                replyTimeout: {
                  target: 'idle',
                  actions: [
                    { type: 'logError', params: () => ({ error: new Error(chatCopy.timedOut) }) },
                    assign({ messages: ({ context }) => [...context.messages, bot('error', chatCopy.timedOut)] }),
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
