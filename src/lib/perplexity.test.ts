import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { perplexityHandlers, perplexityScenarios } from '../../mocks/perplexity';
import { askPerplexity, assistantInstructions, chatCompletionsBody, chatCompletionsRequest, NETWORK_FAILURE_MESSAGE, readChatReply } from './perplexity';

const server = setupServer(...perplexityHandlers);
const sent: Request[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST') sent.push(request.clone());
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const question = {
  apiKey: 'pplx-test-key',
  exchanges: [{ question: 'Where is it?', answer: 'In Indio.' }],
  question: 'What should I pack?',
  pageText: 'Coachella Guide\nPack sunscreen and a hat.',
};

const ask = (input = question) => askPerplexity(input, new AbortController().signal);

describe('the Perplexity request', () => {
  it('puts the system message first, then the answered exchanges, then the question', () => {
    expect(chatCompletionsBody(question)).toEqual({
      model: 'sonar',
      messages: [
        {
          role: 'system',
          content:
            'You are the assistant of Festival Compass, a festival travel checklist site. Answer the visitor using only the text of the page they are reading, given below. Be concise. Do not repeat the question or the page text.\n\nCoachella Guide\nPack sunscreen and a hat.',
        },
        { role: 'user', content: 'Where is it?' },
        { role: 'assistant', content: 'In Indio.' },
        { role: 'user', content: 'What should I pack?' },
      ],
    });
  });

  it('says so when the page has no text', () => {
    for (const pageText of [undefined, '  \n ']) {
      expect(chatCompletionsBody({ ...question, pageText }).messages[0]).toEqual({
        role: 'system',
        content: `${assistantInstructions}\n\nNo page content found.`,
      });
    }
  });

  it('posts JSON with the bearer key and no other headers', async () => {
    const request = chatCompletionsRequest(question);
    expect(request.url).toBe('https://api.perplexity.ai/chat/completions');
    expect(request.method).toBe('POST');
    expect(Object.fromEntries(request.headers)).toEqual({ authorization: 'Bearer pplx-test-key', 'content-type': 'application/json' });
    expect(await request.json()).toEqual(chatCompletionsBody(question));
  });
});

describe('askPerplexity against the modelled API', () => {
  it('returns the first choice’s content, and the API accepts the request', async () => {
    await expect(ask()).resolves.toBe('This page says: “Pack sunscreen and a hat.”');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual(chatCompletionsBody(question));
  });

  it('reports a rejected key (an HTML page) by its status', async () => {
    await expect(ask({ ...question, apiKey: 'not-a-key' })).rejects.toThrow(new Error('API request failed with status 401'));
  });

  it('reports the body’s error message', async () => {
    server.use(perplexityScenarios.rateLimited);
    await expect(ask()).rejects.toThrow(new Error('Rate limit exceeded. Please try again later.'));
    server.use(perplexityScenarios.messageOrderRejected);
    await expect(ask()).rejects.toThrow(new Error('After the (optional) system message(s), user and assistant roles should be alternating.'));
    server.use(perplexityScenarios.serverError);
    await expect(ask()).rejects.toThrow(new Error('Internal server error'));
  });

  it('reports the status when the error body has no message', async () => {
    server.use(perplexityScenarios.malformedBody);
    await expect(ask()).rejects.toThrow(new Error('API request failed with status 422'));
    server.use(http.post('https://api.perplexity.ai/chat/completions', () => HttpResponse.json({ error: { message: '' } }, { status: 503 })));
    await expect(ask()).rejects.toThrow(new Error('API request failed with status 503'));
  });

  it('returns an empty string for an answer without content', async () => {
    server.use(perplexityScenarios.emptyAnswer);
    await expect(ask()).resolves.toBe('');
    server.use(http.post('https://api.perplexity.ai/chat/completions', () => HttpResponse.json({ choices: [] })));
    await expect(ask()).resolves.toBe('');
  });

  it('names the connection and the key when the request never arrives', async () => {
    server.use(perplexityScenarios.networkError);
    const failure = ask();
    await expect(failure).rejects.toThrow(new Error(NETWORK_FAILURE_MESSAGE));
    expect(NETWORK_FAILURE_MESSAGE).toMatch(/internet connection.*API key/);
  });

  it('stops when aborted, with the abort reason', async () => {
    server.use(perplexityScenarios.hang);
    const controller = new AbortController();
    const pending = askPerplexity(question, controller.signal);
    const reason = new Error('closed');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});

describe('readChatReply', () => {
  it('throws the parse error of a success body that is not JSON', async () => {
    await expect(readChatReply(new Response('<html>', { status: 200 }))).rejects.toThrow(SyntaxError);
  });
});
