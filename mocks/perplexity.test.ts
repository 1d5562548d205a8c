import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { assistantInstructions } from '#content/assistant';
import { site } from '#content/site';
import { CONTEXT_WINDOW_TOKENS, MAX_BODY_BYTES, perplexityHandlers, perplexityScenarios, perplexityTestKeys } from './perplexity';

const url = 'https://api.perplexity.ai/v1/agent';
const goodHeaders = { authorization: 'Bearer pplx-test-key', 'content-type': 'application/json' };
const pageText = 'Coachella Guide\nPack sunscreen and a refillable bottle. The desert gets cold at night, so bring a hoodie.';
const instructions = `${assistantInstructions}\n\n${pageText}`;
const user = (content: string) => ({ type: 'message', role: 'user', content });
const assistant = (content: string) => ({ type: 'message', role: 'assistant', content });
const valid = { model: 'perplexity/sonar', instructions, input: [user('What should I wear at night?')], max_output_tokens: 1024 };

type PostOptions = { headers?: Record<string, string>; handlers?: typeof perplexityHandlers; to?: string };

async function post(body: unknown, { headers = goodHeaders, handlers = perplexityHandlers, to = url }: PostOptions = {}) {
  const request = new Request(to, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error('unhandled');
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json');
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
}

const withKey = (key: string) => ({ headers: { ...goodHeaders, authorization: `Bearer ${key}` } });

/** The Agent API's error envelope: the HTTP status is repeated as `code`. */
function expectError(result: Awaited<ReturnType<typeof post>>, status: number, error: Record<string, unknown>) {
  expect(result.status).toBe(status);
  expect(result.body).toEqual({ error: { message: expect.any(String), code: status, ...error } });
}

describe('the Perplexity Agent API stand-in', () => {
  it('answers a valid request like the real API, quoting the page sentence that fits the question', async () => {
    const { status, body, headers } = await post(valid);
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toMatchObject({
      object: 'response',
      model: 'perplexity/sonar',
      status: 'completed',
      error: null,
      incomplete_details: null,
      output: [
        {
          type: 'message',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: 'This page says: “The desert gets cold at night, so bring a hoodie.”', annotations: [] }],
        },
      ],
    });
    expect(body.id).toMatch(/^resp_/);
    expect(body.output[0].id).toMatch(/^msg_/);
    expect(body.created_at).toEqual(expect.any(Number));
    expect(body.usage.total_tokens).toBe(body.usage.input_tokens + body.usage.output_tokens);
    expect(body).not.toHaveProperty('output_text');
  });

  it('matches word forms, and accepts earlier exchanges, a string input and no instructions', async () => {
    const { body } = await post({ ...valid, input: [user('Hi'), assistant('Hello'), user('What about packing?')] });
    expect(body.output[0].content[0].text).toBe('This page says: “Pack sunscreen and a refillable bottle.”');
    expect((await post({ model: 'perplexity/sonar', instructions, input: 'Is it cold at night?' })).status).toBe(200);
    expect((await post({ model: 'perplexity/sonar', input: [user('Hi')] })).status).toBe(200);
  });

  it('rejects a missing or malformed key with the gateway HTML page', async () => {
    for (const authorization of [undefined, 'pplx-test-key', 'Bearer nope', 'Bearer ']) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (authorization) headers.authorization = authorization;
      const { status, body, headers: responseHeaders } = await post(valid, { headers });
      expect(status).toBe(401);
      expect(responseHeaders.get('content-type')).toBe('text/html');
      expect(body).toContain('401 Authorization Required');
    }
  });

  it('refuses a blocked key with 403 forbidden', async () => {
    expectError(await post(valid, withKey(perplexityTestKeys.blocked)), 403, { type: 'forbidden', message: 'This API key is blocked.' });
  });

  it('limits the rate with 429 and rate-limit headers', async () => {
    const limited = await post(valid, withKey(perplexityTestKeys.rateLimited));
    expectError(limited, 429, { type: 'request_rate_limit_exceeded', message: 'Rate limit exceeded. Please try again later.' });
    expect(limited.headers.get('x-ratelimit-limit')).toBe('50');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
  });

  it('rejects any unknown field, top-level or inside an input item, naming it', async () => {
    const cases = [
      { body: { model: 'perplexity/sonar', messages: [user('Hi')] }, param: 'messages' },
      { body: { ...valid, max_tokens: 100 }, param: 'max_tokens' },
      { body: { ...valid, stop: ['\n'] }, param: 'stop' },
      { body: { ...valid, input: [user('Hi'), assistant('Hello'), { ...user('And?'), name: 'visitor' }] }, param: 'input[2].name' },
    ];
    for (const { body, param } of cases) {
      const field = param.split('.').at(-1);
      expectError(await post(body), 400, { type: 'invalid_request', param, message: `invalid request body: json: unknown field "${field}"` });
    }
  });

  it('rejects a body that is not a JSON object, or a field of the wrong type', async () => {
    expectError(await post('{not json'), 400, { type: 'invalid_request' });
    expectError(await post('[]'), 400, { type: 'invalid_request' });
    expectError(await post({ ...valid, instructions: 3 }), 400, { type: 'invalid_request', param: 'instructions' });
    expectError(await post({ ...valid, input: [user('Hi'), { role: 'user', content: 'Hi' }] }), 400, { type: 'invalid_request', param: 'input[1].type' });
    expectError(await post({ ...valid, input: [{ type: 'message', role: 'user', content: 7 }] }), 400, { type: 'invalid_request', param: 'input[0].content' });
    expectError(await post({ ...valid, input: [{ type: 'message', role: 'bot', content: 'Hi' }] }), 400, { type: 'invalid_parameter', param: 'input[0].role' });
    for (const max_output_tokens of [0, 1.5, '100']) {
      expectError(await post({ ...valid, max_output_tokens }), 400, { type: 'invalid_parameter', param: 'max_output_tokens' });
    }
  });

  it('rejects a missing or unknown model, including the retired `sonar` slug', async () => {
    for (const model of [undefined, 'sonar', 'llama-3.1-sonar-small-128k-online']) {
      const result = await post({ ...valid, model });
      expectError(result, 400, { type: 'invalid_model', param: 'model' });
      if (model) expect(result.body.error.message).toContain(`'${model}'`);
    }
  });

  it('rejects an input that does not end with the user', async () => {
    for (const input of [[], [user('Hi'), assistant('Hello')], [{ type: 'message', role: 'system', content: 'Be brief.' }]]) {
      expectError(await post({ ...valid, input }), 400, { type: 'invalid_request', param: 'input' });
    }
    expectError(await post({ model: 'perplexity/sonar', instructions }), 400, { type: 'invalid_request', param: 'input' });
  });

  it('refuses a request that may not fit the context window with its answer, counting a token per byte', async () => {
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    // Room left in the window for the question once the instructions and the answer are counted.
    const room = CONTEXT_WINDOW_TOKENS - bytes(instructions) - valid.max_output_tokens;
    expect((await post({ ...valid, input: [user('a'.repeat(room))] })).status).toBe(200);
    const overflow = { type: 'invalid_request', param: 'input', message: expect.stringContaining('context window of 127072') };
    expectError(await post({ ...valid, input: [user('a'.repeat(room + 1))] }), 400, overflow);
    expectError(await post({ ...valid, input: [user('漢'.repeat(Math.ceil(room / 3) + 1))] }), 400, overflow);
    const half = 'a'.repeat(Math.ceil(room / 2));
    expectError(await post({ ...valid, input: [user(half), assistant(half), user('And?')] }), 400, overflow);
    expectError(await post({ ...valid, max_output_tokens: 1025, input: [user('a'.repeat(room))] }), 400, overflow);
  });

  // It builds and reads a body of 32 MiB: seconds on a busy machine.
  it('refuses a body over 32 MiB with 413 payload_too_large', { timeout: 30_000 }, async () => {
    const oversized = JSON.stringify({ ...valid, instructions: 'a'.repeat(MAX_BODY_BYTES) });
    expectError(await post(oversized), 413, { type: 'payload_too_large' });
  });

  it('answers with 500 for the server-error key', async () => {
    expectError(await post(valid, withKey(perplexityTestKeys.serverError)), 500, { type: 'internal_error', message: 'Internal server error' });
  });

  it('wraps a failed run in a 200, with the error in the body', async () => {
    const { status, body } = await post(valid, withKey(perplexityTestKeys.failed));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      object: 'response',
      status: 'failed',
      output: [],
      error: { code: 'internal_error', type: 'internal_error', message: 'The response could not be generated. Please try again.' },
    });
  });

  it('cuts the answer short for the incomplete key', async () => {
    const { status, body } = await post(valid, withKey(perplexityTestKeys.incomplete));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
      output: [{ type: 'message', status: 'incomplete', content: [{ type: 'output_text', text: 'This page says: “The desert' }] }],
    });
  });

  it('checks the request itself even for the special keys that fail later', async () => {
    for (const key of [perplexityTestKeys.serverError, perplexityTestKeys.failed, perplexityTestKeys.incomplete]) {
      expect((await post({ ...valid, messages: [] }, withKey(key))).status).toBe(400);
    }
  });

  it('fails every call to the retired chat completions endpoint', async () => {
    const retired = await post({ model: 'sonar', messages: [{ role: 'user', content: 'Hi' }] }, { to: 'https://api.perplexity.ai/chat/completions' });
    expectError(retired, 400, { type: 'invalid_request', message: 'Sonar is now the Agent API' });
    expect((await post(valid, { to: 'https://api.perplexity.ai/chat/completions' })).status).toBe(400);
  });

  it('answers the CORS preflight for exactly the headers the site sends', async () => {
    const response = await getResponse(perplexityHandlers, new Request(url, { method: 'OPTIONS' }));
    expect(response?.status).toBe(204);
    expect(response?.headers.get('access-control-allow-origin')).toBe('*');
    expect(response?.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
  });

  it('offers named scenarios for tests', async () => {
    const use = (handler: (typeof perplexityHandlers)[number]) => post(valid, { handlers: [handler, ...perplexityHandlers] });
    expect((await use(perplexityScenarios.answer('Fixed.'))).body.output[0].content[0].text).toBe('Fixed.');
    expect((await use(perplexityScenarios.emptyAnswer)).body).toMatchObject({ status: 'completed', output: [] });
    expect((await use(perplexityScenarios.failedWithoutError)).body).toMatchObject({ status: 'failed', error: null });
    expect((await use(perplexityScenarios.rateLimited)).status).toBe(429);
    const failed = await getResponse([perplexityScenarios.networkError], new Request(url, { method: 'POST' }));
    expect(failed?.type).toBe('error');
    expect(site.perplexity.agentUrl).toBe(url);
  });
});
