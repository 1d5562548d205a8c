import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { perplexityHandlers, perplexityScenarios, perplexityTestKeys } from '#mocks/perplexity';
import {
  agentRequest,
  agentRequestBody,
  askPerplexity,
  assistantInstructions,
  CUT_OFF_NOTE,
  KEY_REJECTED,
  MAX_OUTPUT_TOKENS,
  NETWORK_FAILURE_MESSAGE,
  readAgentReply,
  REQUEST_BUDGET_BYTES,
} from './perplexity';

const server = setupServer(...perplexityHandlers);
const sent: Request[] = [];
server.events.on('request:start', ({ request }) => {
  sent.push(request.clone());
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const agentUrl = 'https://api.perplexity.ai/v1/agent';

const question = {
  apiKey: 'pplx-test-key',
  exchanges: [
    { question: 'Where is it?', answer: 'In Indio.' },
    { question: 'When?', answer: 'In April.' },
  ],
  question: 'What should I pack?',
  pageText: 'Coachella Guide\nPack sunscreen and a hat.',
};

const ask = (input = question) => askPerplexity(input, new AbortController().signal);

describe('the Agent API request', () => {
  it('sends the system text as instructions, the answered exchanges in order, then the question', () => {
    expect(agentRequestBody(question)).toEqual({
      model: 'perplexity/sonar',
      instructions:
        'You are the assistant of Festival Compass, a festival travel checklist site. Answer the visitor using only the text of the page they are reading, given below. Be concise. Do not repeat the question or the page text.\n\nCoachella Guide\nPack sunscreen and a hat.',
      input: [
        { type: 'message', role: 'user', content: 'Where is it?' },
        { type: 'message', role: 'assistant', content: 'In Indio.' },
        { type: 'message', role: 'user', content: 'When?' },
        { type: 'message', role: 'assistant', content: 'In April.' },
        { type: 'message', role: 'user', content: 'What should I pack?' },
      ],
      max_output_tokens: MAX_OUTPUT_TOKENS,
    });
  });

  it('holds exactly model, instructions, input and max_output_tokens: no messages, no tools', () => {
    const body = agentRequestBody(question);
    expect(Object.keys(body).sort()).toEqual(['input', 'instructions', 'max_output_tokens', 'model']);
    expect(body).not.toHaveProperty('messages');
    expect(body).not.toHaveProperty('tools');
    for (const item of body.input) expect(Object.keys(item).sort()).toEqual(['content', 'role', 'type']);
    expect(MAX_OUTPUT_TOKENS).toBeGreaterThanOrEqual(16);
  });

  it('sends only the question when nothing has been answered yet', () => {
    expect(agentRequestBody({ ...question, exchanges: [] }).input).toEqual([{ type: 'message', role: 'user', content: 'What should I pack?' }]);
  });

  it('says so when the page has no text', () => {
    for (const pageText of [undefined, '  \n ']) {
      expect(agentRequestBody({ ...question, pageText }).instructions).toBe(`${assistantInstructions}\n\nNo page content found.`);
    }
  });

  it('replays a cut-off answer without the site’s note', () => {
    const exchanges = [{ question: 'Tell me everything.', answer: `Pack sunscreen${CUT_OFF_NOTE}` }];
    expect(agentRequestBody({ ...question, exchanges }).input[1]).toEqual({ type: 'message', role: 'assistant', content: 'Pack sunscreen' });
  });

  describe('within the size budget', () => {
    const bytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).length;
    /** A long conversation: questions at the length limit, three bytes a character, and long answers. */
    const exchanges = Array.from({ length: 30 }, (_, n) => ({ question: `${n} ${'漢'.repeat(3_990)}`, answer: `${n} ${'é'.repeat(2_000)}` }));

    it('replays only the latest exchanges that fit, in order, and the API takes the request', async () => {
      const body = agentRequestBody({ ...question, exchanges });
      expect(bytes(body)).toBeLessThanOrEqual(REQUEST_BUDGET_BYTES);
      const replayed = body.input.slice(0, -1).map(({ content }) => content);
      const kept = replayed.length / 2;
      expect(kept).toBeGreaterThanOrEqual(2);
      expect(replayed).toEqual(exchanges.slice(-kept).flatMap(({ question: asked, answer }) => [asked, answer]));
      expect(body.input.at(-1)?.content).toBe('What should I pack?');
      // As many as fit: one more would be over the budget.
      const oneMore = exchanges.slice(-kept - 1).flatMap(({ question: asked, answer }) => [
        { type: 'message', role: 'user', content: asked },
        { type: 'message', role: 'assistant', content: answer },
      ]);
      expect(bytes({ ...body, input: [...oneMore, body.input.at(-1)] })).toBeGreaterThan(REQUEST_BUDGET_BYTES);
      await expect(ask({ ...question, exchanges })).resolves.toMatch(/^This page says/);
    });

    it('keeps the start of a page too long for the budget, with the whole question', async () => {
      const pageText = `Coachella Guide\nPack sunscreen and a hat.\n${'Dust\u0001 '.repeat(40_000)}`;
      const body = agentRequestBody({ ...question, pageText });
      expect(bytes(body)).toBeLessThanOrEqual(REQUEST_BUDGET_BYTES);
      expect(bytes(body)).toBeGreaterThan(REQUEST_BUDGET_BYTES - 12);
      expect(body.instructions.startsWith(`${assistantInstructions}\n\nCoachella Guide\nPack sunscreen and a hat.\nDust`)).toBe(true);
      expect(body.input.at(-1)?.content).toBe('What should I pack?');
      await expect(ask({ ...question, pageText })).resolves.toBe('This page says: “Pack sunscreen and a hat.”');
    });
  });

  it('posts JSON to the Agent API with the bearer key and no other headers', async () => {
    const request = agentRequest(question);
    expect(request.url).toBe(agentUrl);
    expect(request.url).not.toContain('/chat/completions');
    expect(request.method).toBe('POST');
    expect(Object.fromEntries(request.headers)).toEqual({ authorization: 'Bearer pplx-test-key', 'content-type': 'application/json' });
    expect(await request.json()).toEqual(agentRequestBody(question));
  });
});

/** A 200 answer of the Agent API with the given run status and output items. */
const agentResponse = (fields: Record<string, unknown>, status = 200) =>
  Response.json({ id: 'resp_1', object: 'response', created_at: 1, model: 'perplexity/sonar', status: 'completed', output: [], ...fields }, { status });
const message = (...texts: string[]) => ({
  type: 'message',
  id: 'msg_1',
  role: 'assistant',
  status: 'completed',
  content: texts.map((text) => ({ type: 'output_text', text, annotations: [] })),
});

describe('readAgentReply', () => {
  it('joins the output_text parts of every message item, ignoring other items and parts', async () => {
    const output = [
      { type: 'search_results', queries: ['coachella packing'], results: [{ id: 1, url: 'https://example.com', title: 'Ignored', snippet: 'Not an answer.' }] },
      message('Pack sunscreen', ' and a hat.'),
      { type: 'fetch_url_results', contents: [{ url: 'https://example.com', title: 'Ignored', snippet: 'Not an answer.' }] },
      { ...message(' Bring water.'), content: [{ type: 'refusal', text: 'Not text to show.' }, { type: 'output_text', text: ' Bring water.' }] },
      { type: 'function_call', id: 'fc_1', call_id: 'c', name: 'search', arguments: '{}', status: 'completed' },
    ];
    await expect(readAgentReply(agentResponse({ output }))).resolves.toBe('Pack sunscreen and a hat. Bring water.');
  });

  it('gives an empty reply for an empty or missing output (the chat then says it is not sure)', async () => {
    await expect(readAgentReply(agentResponse({ output: [] }))).resolves.toBe('');
    await expect(readAgentReply(agentResponse({ output: undefined }))).resolves.toBe('');
    await expect(readAgentReply(agentResponse({ output: [message('')] }))).resolves.toBe('');
    await expect(readAgentReply(agentResponse({ output: [{ type: 'search_results', results: [] }] }))).resolves.toBe('');
  });

  it('throws the error of a failed or cancelled run that came back as HTTP 200', async () => {
    for (const status of ['failed', 'cancelled']) {
      const failed = agentResponse({ status, output: [message('Half an ans')], error: { code: 'internal_error', type: 'internal_error', message: 'The model could not answer.' } });
      await expect(readAgentReply(failed)).rejects.toThrow(new Error('The model could not answer.'));
      await expect(readAgentReply(agentResponse({ status, error: null }))).rejects.toThrow(new Error('API request failed with status 200'));
      await expect(readAgentReply(agentResponse({ status, error: { message: ' ' } }))).rejects.toThrow(new Error('API request failed with status 200'));
    }
  });

  it('shows the text of an incomplete run followed by the cut-off note', async () => {
    const incomplete = agentResponse({ status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' }, output: [message('Pack sunscreen and')] });
    await expect(readAgentReply(incomplete)).resolves.toBe(`Pack sunscreen and${CUT_OFF_NOTE}`);
    expect(CUT_OFF_NOTE).toMatch(/^\n\n\S.*cut off/);
    await expect(readAgentReply(agentResponse({ status: 'incomplete', output: [] }))).resolves.toBe('');
  });

  it('throws the message of a failure status’s error envelope', async () => {
    const envelope = { error: { message: 'invalid request body: json: unknown field "messages"', type: 'invalid_request', code: 400, param: 'messages' } };
    await expect(readAgentReply(Response.json(envelope, { status: 400 }))).rejects.toThrow(new Error(envelope.error.message));
  });

  it('reports the status when a failure body has no message, is HTML, or is empty', async () => {
    const bodies = [JSON.stringify({ error: { message: '' } }), JSON.stringify({ detail: 'Not Found' }), ''];
    for (const [index, body] of bodies.entries()) {
      const status = [503, 404, 502][index] ?? 500;
      await expect(readAgentReply(new Response(body, { status }))).rejects.toThrow(new Error(`API request failed with status ${status}`));
    }
  });

  it('says beside a 401 that Perplexity rejected the key, after the body’s message or the status', async () => {
    const html = '<html><body>401 Authorization Required</body></html>';
    await expect(readAgentReply(new Response(html, { status: 401 }))).rejects.toThrow(new Error(`API request failed with status 401. ${KEY_REJECTED}`));
    const envelope = { error: { message: 'Invalid API key', type: 'forbidden', code: 401 } };
    await expect(readAgentReply(Response.json(envelope, { status: 401 }))).rejects.toThrow(new Error(`Invalid API key. ${KEY_REJECTED}`));
    expect(KEY_REJECTED).toBe("Perplexity rejected the key: check that it is whole and its account has credit, or choose 'Forget key' and enter another.");
  });

  it('reports the status when a success body is not JSON', async () => {
    await expect(readAgentReply(new Response('<html>', { status: 200 }))).rejects.toThrow(new Error('API request failed with status 200'));
  });
});

describe('askPerplexity against the modelled Agent API', () => {
  it('returns the answer, and the strict API accepts the request', async () => {
    await expect(ask()).resolves.toBe('This page says: “Pack sunscreen and a hat.”');
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([`POST ${agentUrl}`]);
    expect(await sent[0]?.json()).toEqual(agentRequestBody(question));
  });

  it('reports a rejected key (an HTML page) by its status', async () => {
    await expect(ask({ ...question, apiKey: 'not-a-key' })).rejects.toThrow(new Error(`API request failed with status 401. ${KEY_REJECTED}`));
  });

  it('reports the error message of a blocked key, the rate limit and a server error', async () => {
    await expect(ask({ ...question, apiKey: perplexityTestKeys.blocked })).rejects.toThrow(new Error('This API key is blocked.'));
    await expect(ask({ ...question, apiKey: perplexityTestKeys.rateLimited })).rejects.toThrow(new Error('Rate limit exceeded. Please try again later.'));
    await expect(ask({ ...question, apiKey: perplexityTestKeys.serverError })).rejects.toThrow(new Error('Internal server error'));
  });

  it('reports a failed run by its error, and cuts an incomplete one with the note', async () => {
    await expect(ask({ ...question, apiKey: perplexityTestKeys.failed })).rejects.toThrow(new Error('The response could not be generated. Please try again.'));
    await expect(ask({ ...question, apiKey: perplexityTestKeys.incomplete })).resolves.toBe(`This page says: “Pack sunscreen${CUT_OFF_NOTE}`);
  });

  it('returns an empty string for an answer without text', async () => {
    server.use(perplexityScenarios.emptyAnswer);
    await expect(ask()).resolves.toBe('');
    server.use(http.post(agentUrl, () => HttpResponse.json({ status: 'completed', output: [{ type: 'search_results', results: [] }] })));
    await expect(ask()).resolves.toBe('');
  });

  it('names the connection and the key when the request never arrives', async () => {
    server.use(perplexityScenarios.networkError);
    await expect(ask()).rejects.toThrow(new Error(NETWORK_FAILURE_MESSAGE));
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
