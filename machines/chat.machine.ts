import { assertEvent, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { site } from '#content/site';

/** A reply that has not arrived after this long is given up, and its request cancelled. */
export const CHAT_REPLY_TIMEOUT_MS = 30_000;

/** The longest question a visitor can send, in characters. */
export const MAX_MESSAGE_LENGTH = 4_000;

const greeting = "Hi! I'm ready to help. Ask me anything about this page.";

/** What the assistant says by itself: notices shown in the list, never sent to the provider. */
export const chatCopy = {
  greeting,
  enterKey: `To get started, please enter your ${site.perplexity.name} API key below.`,
  keySet: `API Key set! ${greeting}`,
  keyKeptForVisit: 'Your key is kept for this visit only: this browser did not let us save it.',
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

/** What storing a key reports back: saved, or refused by the browser and kept for this visit only. */
export type KeyStorageEvent = { type: 'KEY_STORED' } | { type: 'KEY_NOT_STORED' };

export type ChatEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'SUBMIT_KEY'; key: string }
  | { type: 'SEND'; text: string }
  | { type: 'FORGET_KEY' }
  | KeyStorageEvent;

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
 * The chat assistant: the dialog is closed or open; inside it the visitor's key is missing, being
 * stored, or set; with a key, the chat is idle or sending a question. Reading, storing and
 * forgetting the key, logging, and asking the provider are supplied by the app with `.provide()`.
 * A key the browser would not store is kept in context and used for the rest of the visit, and
 * the visitor is told so. Leaving `sending` (reply, error, timeout, closing the dialog,
 * forgetting the key) stops the request.
 */
export const chatMachine = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent },
  actors: {
    askAssistant: fromPromise<string, AskInput>(() => Promise.reject(new Error('No assistant is configured.'))),
    /** Stores the key and reports whether the browser kept it. */
    storeKey: fromCallback<KeyStorageEvent, { key: string }>(({ sendBack }) => sendBack({ type: 'KEY_NOT_STORED' })),
  },
  actions: {
    loadStoredKey: assign({ apiKey: (): string | undefined => undefined }),
    removeKey: () => {},
    logError: (_, _params: { error: unknown }) => {},
    sayKeyKeptForVisit: assign({ messages: () => [bot('notice', chatCopy.keyKeptForVisit), bot('notice', chatCopy.greeting)] }),
  },
  guards: {
    hasKey: ({ context }) => context.apiKey !== undefined,
    keyIsNotBlank: ({ event }) => event.type === 'SUBMIT_KEY' && event.key.trim() !== '',
    textIsSendable: ({ event }) => event.type === 'SEND' && event.text.trim() !== '' && event.text.length <= MAX_MESSAGE_LENGTH,
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
        // A key already held (perhaps one the browser would not store) is kept; otherwise read the stored one.
        enqueueActions(({ check, enqueue }) => {
          if (!check('hasKey')) enqueue('loadStoredKey');
        }),
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
              target: 'storingKey',
              actions: assign({ apiKey: ({ event }) => event.key.trim() }),
            },
          },
        },
        storingKey: {
          invoke: {
            src: 'storeKey',
            input: ({ context }) => ({ key: context.apiKey ?? '' }),
            onError: { target: 'keySet', actions: 'sayKeyKeptForVisit' },
          },
          on: {
            KEY_STORED: { target: 'keySet', actions: assign({ messages: () => [bot('notice', chatCopy.keySet)] }) },
            KEY_NOT_STORED: { target: 'keySet', actions: 'sayKeyKeptForVisit' },
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
                  guard: 'textIsSendable',
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
