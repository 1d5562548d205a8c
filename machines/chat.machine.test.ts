import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, fromPromise } from 'xstate';
import { type AskInput, CHAT_REPLY_TIMEOUT_MS, chatCopy, chatMachine, completedExchanges, type KeyStorageEvent, MAX_MESSAGE_LENGTH } from './chat.machine';

type Call = { input: AskInput; signal: AbortSignal; resolve: (reply: string) => void; reject: (error: unknown) => void };

/**
 * Runs the machine with fake storage (which refuses every write when `storageRefuses`) and a fake
 * provider: every question waits until the test answers it.
 */
function start(storedKey?: string, { storageRefuses = false } = {}) {
  let stored = storedKey;
  const calls: Call[] = [];
  const saveKey = vi.fn((key: string) => {
    if (!storageRefuses) stored = key;
  });
  const loadStoredKey = vi.fn(() => stored);
  const removeKey = vi.fn(() => (stored = undefined));
  const logError = vi.fn();
  const actor = createActor(
    chatMachine.provide({
      actions: {
        loadStoredKey: assign({ apiKey: loadStoredKey }),
        removeKey,
        logError: (_, params) => logError(params.error),
      },
      actors: {
        storeKey: fromCallback<KeyStorageEvent, { key: string }>(({ input, sendBack }) => {
          saveKey(input.key);
          sendBack({ type: storageRefuses ? 'KEY_NOT_STORED' : 'KEY_STORED' });
        }),
        askAssistant: fromPromise<string, AskInput>(
          ({ input, signal }) => new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject })),
        ),
      },
    }),
  ).start();
  const lastCall = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('No question was sent.');
    return call;
  };
  return { actor, calls, lastCall, saveKey, loadStoredKey, removeKey, logError };
}

const texts = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.messages.map((message) => message.content);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chatMachine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts closed and ignores everything but OPEN', () => {
    const { actor, calls, saveKey, removeKey } = start('pplx-key');
    for (const event of [{ type: 'CLOSE' }, { type: 'SUBMIT_KEY', key: 'pplx-new' }, { type: 'SEND', text: 'Hi' }, { type: 'FORGET_KEY' }] as const) {
      actor.send(event);
      expect(actor.getSnapshot().value).toBe('closed');
    }
    expect(actor.getSnapshot().context).toEqual({ apiKey: undefined, messages: [] });
    expect(calls).toEqual([]);
    expect(saveKey).not.toHaveBeenCalled();
    expect(removeKey).not.toHaveBeenCalled();
  });

  it('asks for a key when none is stored', () => {
    const { actor } = start(undefined);
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toEqual({ open: 'keyMissing' });
    expect(actor.getSnapshot().context.messages).toEqual([
      { role: 'bot', kind: 'notice', content: 'To get started, please enter your Perplexity API key below.' },
    ]);
  });

  it('loads a stored key and greets once', () => {
    const { actor } = start('pplx-stored');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'idle' } });
    expect(actor.getSnapshot().context.apiKey).toBe('pplx-stored');
    expect(texts(actor)).toEqual(["Hi! I'm ready to help. Ask me anything about this page."]);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(texts(actor)).toEqual([chatCopy.greeting]);
  });

  it('keeps the conversation when reopened without a key', () => {
    const { actor } = start(undefined);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(texts(actor)).toEqual([chatCopy.enterKey]);
  });

  it('saves a trimmed key, replaces the list and switches to the message form', () => {
    const { actor, saveKey } = start(undefined);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT_KEY', key: '   ' });
    expect(actor.getSnapshot().value).toEqual({ open: 'keyMissing' });
    expect(saveKey).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT_KEY', key: '  pplx-abc123  ' });
    expect(saveKey).toHaveBeenCalledExactlyOnceWith('pplx-abc123');
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'idle' } });
    expect(actor.getSnapshot().context.apiKey).toBe('pplx-abc123');
    expect(texts(actor)).toEqual(["API Key set! Hi! I'm ready to help. Ask me anything about this page."]);
    actor.send({ type: 'SUBMIT_KEY', key: 'pplx-other' });
    expect(saveKey).toHaveBeenCalledOnce();
  });

  it('keeps a key the browser would not store for the rest of the visit, and says so', () => {
    const { actor, saveKey, loadStoredKey, calls } = start('pplx-old', { storageRefuses: true });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'FORGET_KEY' });
    actor.send({ type: 'SUBMIT_KEY', key: ' pplx-new ' });
    expect(saveKey).toHaveBeenCalledExactlyOnceWith('pplx-new');
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'idle' } });
    expect(texts(actor)).toEqual(['Your key is kept for this visit only: this browser did not let us save it.', chatCopy.greeting]);
    expect(texts(actor).join(' ')).not.toContain('API Key set!');
    loadStoredKey.mockClear();
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(loadStoredKey).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'idle' } });
    actor.send({ type: 'SEND', text: 'Hi' });
    expect(calls[0]?.input.apiKey).toBe('pplx-new');
  });

  it('says a key is kept for this visit only when storing it fails outright', () => {
    const actor = createActor(
      chatMachine.provide({
        actors: {
          storeKey: fromCallback<KeyStorageEvent, { key: string }>(() => {
            throw new DOMException('denied', 'SecurityError');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT_KEY', key: 'pplx-key' });
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'idle' } });
    expect(actor.getSnapshot().context.apiKey).toBe('pplx-key');
    expect(texts(actor)).toEqual([chatCopy.keyKeptForVisit, chatCopy.greeting]);
  });

  it('ignores messages without a key, and blank messages', () => {
    const { actor, calls } = start(undefined);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: 'Hello?' });
    expect(actor.getSnapshot().value).toEqual({ open: 'keyMissing' });
    actor.send({ type: 'SUBMIT_KEY', key: 'pplx-abc' });
    actor.send({ type: 'SEND', text: ' \n ' });
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'idle' } });
    expect(calls).toEqual([]);
  });

  it(`sends a question of up to ${MAX_MESSAGE_LENGTH} characters, and ignores a longer one`, () => {
    const { actor, calls } = start('pplx-key');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) });
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'idle' } });
    expect(texts(actor)).toEqual([chatCopy.greeting]);
    actor.send({ type: 'SEND', text: 'x'.repeat(MAX_MESSAGE_LENGTH) });
    expect(calls[0]?.input.question).toHaveLength(4_000);
  });

  it('sends the question with the key, shows it, and adds the answer', async () => {
    const { actor, calls, lastCall } = start('pplx-key');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: '  When is Coachella?  ' });
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'sending' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(lastCall().input).toEqual({ apiKey: 'pplx-key', exchanges: [], question: 'When is Coachella?' });
    expect(texts(actor)).toEqual([chatCopy.greeting, 'When is Coachella?']);
    actor.send({ type: 'SEND', text: 'Another one' });
    expect(calls).toHaveLength(1);
    lastCall().resolve('  In April.  ');
    await settle();
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'idle' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ role: 'bot', kind: 'answer', content: 'In April.' });
  });

  it('sends only completed exchanges with the next question', async () => {
    const { actor, lastCall } = start('pplx-key');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: 'First?' });
    lastCall().resolve('One.');
    await settle();
    actor.send({ type: 'SEND', text: 'Broken?' });
    lastCall().reject(new Error('Rate limit exceeded.'));
    await settle();
    actor.send({ type: 'SEND', text: 'Empty?' });
    lastCall().resolve('   ');
    await settle();
    actor.send({ type: 'SEND', text: 'Second?' });
    expect(lastCall().input.exchanges).toEqual([{ question: 'First?', answer: 'One.' }]);
    expect(texts(actor)).toEqual([chatCopy.greeting, 'First?', 'One.', 'Broken?', 'Rate limit exceeded.', 'Empty?', chatCopy.emptyReply, 'Second?']);
  });

  it('shows an empty reply as "I\'m not sure how to respond to that."', async () => {
    const { actor, lastCall } = start('pplx-key');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: 'Hm?' });
    lastCall().resolve('');
    await settle();
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ role: 'bot', kind: 'notice', content: "I'm not sure how to respond to that." });
  });

  it('shows and logs an error, and keeps the key', async () => {
    const { actor, lastCall, logError, removeKey } = start('pplx-key');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: 'Hi' });
    const error = new Error('API request failed with status 401');
    lastCall().reject(error);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'idle' } });
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ role: 'bot', kind: 'error', content: 'API request failed with status 401' });
    expect(logError).toHaveBeenCalledExactlyOnceWith(error);
    expect(removeKey).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.apiKey).toBe('pplx-key');
  });

  it('shows a generic message for a failure that is not an error object', async () => {
    const { actor, lastCall, logError } = start('pplx-key');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: 'Hi' });
    lastCall().reject('boom');
    await settle();
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({
      role: 'bot',
      kind: 'error',
      content: 'Sorry, something went wrong. Please try again.',
    });
    expect(logError).toHaveBeenCalledWith('boom');
  });

  it('gives up after the timeout and cancels the request', async () => {
    vi.useFakeTimers();
    const { actor, lastCall, logError } = start('pplx-key');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: 'Hello?' });
    vi.advanceTimersByTime(CHAT_REPLY_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'sending' } });
    vi.advanceTimersByTime(1);
    expect(CHAT_REPLY_TIMEOUT_MS).toBe(30_000);
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'idle' } });
    expect(lastCall().signal.aborted).toBe(true);
    expect(texts(actor).at(-1)).toBe(chatCopy.timedOut);
    expect(logError).toHaveBeenCalledOnce();
    lastCall().resolve('Too late.');
    await vi.advanceTimersByTimeAsync(0);
    expect(texts(actor).at(-1)).toBe(chatCopy.timedOut);
  });

  it('cancels the request when the dialog closes, and drops its late answer', async () => {
    const { actor, lastCall } = start('pplx-key');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: 'Hello?' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(lastCall().signal.aborted).toBe(true);
    lastCall().resolve('Too late.');
    await settle();
    expect(texts(actor)).toEqual([chatCopy.greeting, 'Hello?']);
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'idle' } });
  });

  it('forgets the key, cancelling any request, and asks for a new one', () => {
    const { actor, lastCall, removeKey } = start('pplx-key');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: 'Hello?' });
    actor.send({ type: 'FORGET_KEY' });
    expect(removeKey).toHaveBeenCalledOnce();
    expect(lastCall().signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ open: 'keyMissing' });
    expect(actor.getSnapshot().context).toEqual({ apiKey: undefined, messages: [{ role: 'bot', kind: 'notice', content: chatCopy.enterKey }] });
    actor.send({ type: 'FORGET_KEY' });
    expect(removeKey).toHaveBeenCalledOnce();
  });

  it('ignores OPEN and SUBMIT_KEY while a reply is pending', () => {
    const { actor, calls, saveKey } = start('pplx-key');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: 'Hello?' });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT_KEY', key: 'pplx-other' });
    expect(actor.getSnapshot().value).toEqual({ open: { keySet: 'sending' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(false);
    expect(saveKey).not.toHaveBeenCalled();
    expect(texts(actor)).toEqual([chatCopy.greeting, 'Hello?']);
  });

  it('forgets the key from the idle message form', () => {
    const { actor, removeKey } = start('pplx-key');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'FORGET_KEY' });
    expect(removeKey).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toEqual({ open: 'keyMissing' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toEqual({ open: 'keyMissing' });
    expect(texts(actor)).toEqual([chatCopy.enterKey]);
  });

  it('refuses to ask when no assistant is supplied', async () => {
    const actor = createActor(chatMachine.provide({ actions: { loadStoredKey: assign({ apiKey: () => 'pplx-key' }) } })).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SEND', text: 'Hi' });
    await settle();
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ role: 'bot', kind: 'error', content: 'No assistant is configured.' });
  });
});

describe('completedExchanges', () => {
  it('pairs each question with the answer right after it', () => {
    expect(
      completedExchanges([
        { role: 'bot', kind: 'notice', content: chatCopy.greeting },
        { role: 'user', content: 'A?' },
        { role: 'bot', kind: 'answer', content: 'a' },
        { role: 'user', content: 'Unanswered?' },
        { role: 'user', content: 'B?' },
        { role: 'bot', kind: 'error', content: 'failed' },
        { role: 'user', content: 'C?' },
        { role: 'bot', kind: 'answer', content: 'c' },
      ]),
    ).toEqual([
      { question: 'A?', answer: 'a' },
      { question: 'C?', answer: 'c' },
    ]);
  });
});
