import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { site } from '../content/site';
import { assistantInstructions } from '../src/lib/perplexity';
import { answerFromPage, lastMessageError, messageOrderError, perplexityHandlers, perplexityScenarios } from './perplexity';

const url = 'https://api.perplexity.ai/chat/completions';
const goodHeaders = { authorization: 'Bearer pplx-test-key', 'content-type': 'application/json' };
const pageText = 'Coachella Guide\nPack sunscreen and a refillable bottle. The desert gets cold at night, so bring a hoodie.';
const system = { role: 'system', content: `${assistantInstructions}\n\n${pageText}` };

async function post(body: unknown, headers: Record<string, string> = goodHeaders, handlers = perplexityHandlers) {
  const request = new Request(url, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error('unhandled');
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json');
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
}

describe('the Perplexity stand-in', () => {
  it('answers a valid request like the real API, quoting the page sentence that fits the question', async () => {
    const { status, body, headers } = await post({ model: 'sonar', messages: [system, { role: 'user', content: 'What should I wear at night?' }] });
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toMatchObject({
      model: 'sonar',
      object: 'chat.completion',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'This page says: “The desert gets cold at night, so bring a hoodie.”' } }],
    });
    expect(body.id).toEqual(expect.any(String));
    expect(body.created).toEqual(expect.any(Number));
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  });

  it('matches word forms and accepts earlier exchanges', async () => {
    const { body } = await post({
      model: 'sonar',
      messages: [system, { role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello' }, { role: 'user', content: 'What about packing?' }],
    });
    expect(body.choices[0].message.content).toBe('This page says: “Pack sunscreen and a refillable bottle.”');
  });

  it('says so when the page has nothing on the question', () => {
    expect(answerFromPage('No page content found.', 'Where can I park?')).toBe(
      "I couldn't find that on this page. Try asking about something it mentions.",
    );
  });

  it('rejects a missing or malformed key with the gateway HTML page', async () => {
    for (const authorization of [undefined, 'pplx-test-key', 'Bearer nope', 'Bearer ']) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (authorization) headers.authorization = authorization;
      const { status, body, headers: responseHeaders } = await post({ model: 'sonar', messages: [] }, headers);
      expect(status).toBe(401);
      expect(responseHeaders.get('content-type')).toBe('text/html');
      expect(body).toContain('401 Authorization Required');
    }
  });

  it('answers a malformed body with 422 and FastAPI details', async () => {
    expect((await post('{not json')).body).toEqual({ detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] });
    expect(await post({ messages: [] })).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'model'], msg: 'Field required', type: 'missing' }] } });
    expect(await post({ model: 'sonar', messages: 'hi' })).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'messages'], type: 'list_type' }] } });
    expect((await post({ model: 'sonar', messages: [{ role: 'bot', content: 1 }] })).body).toEqual({
      detail: [
        { loc: ['body', 'messages', 0, 'role'], msg: "Input should be 'system', 'user' or 'assistant'", type: 'enum' },
        { loc: ['body', 'messages', 0, 'content'], msg: 'Input should be a valid string', type: 'string_type' },
      ],
    });
  });

  it('rejects an unknown model', async () => {
    const { status, body } = await post({ model: 'llama-3.1-sonar-small-128k-online', messages: [{ role: 'user', content: 'Hi' }] });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_model' });
    expect(body.error.message).toContain("Invalid model 'llama-3.1-sonar-small-128k-online'");
  });

  it('rejects messages out of order', async () => {
    const cases = [
      { messages: [{ role: 'user', content: 'Hi' }, system], error: messageOrderError },
      { messages: [system, { role: 'assistant', content: 'Hello' }, { role: 'user', content: 'Hi' }], error: messageOrderError },
      { messages: [system, { role: 'user', content: 'A' }, { role: 'user', content: 'B' }], error: messageOrderError },
      { messages: [system, { role: 'user', content: 'A' }, { role: 'assistant', content: 'a' }], error: lastMessageError },
      { messages: [system], error: lastMessageError },
      { messages: [], error: lastMessageError },
    ];
    for (const { messages, error } of cases) {
      const { status, body } = await post({ model: 'sonar', messages });
      expect(status).toBe(400);
      expect(body).toEqual({ error: { message: error, type: 'invalid_request_error', code: 'invalid_message' } });
    }
  });

  it('answers the CORS preflight for exactly the headers the site sends', async () => {
    const response = await getResponse(perplexityHandlers, new Request(url, { method: 'OPTIONS' }));
    expect(response?.status).toBe(204);
    expect(response?.headers.get('access-control-allow-origin')).toBe('*');
    expect(response?.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
  });

  it('offers named failure scenarios for tests', async () => {
    const valid = { model: 'sonar', messages: [system, { role: 'user', content: 'Hi' }] };
    const use = (handler: (typeof perplexityHandlers)[number]) => post(valid, goodHeaders, [handler, ...perplexityHandlers]);
    expect((await use(perplexityScenarios.rateLimited)).status).toBe(429);
    expect((await use(perplexityScenarios.serverError)).status).toBe(500);
    expect((await use(perplexityScenarios.malformedBody)).status).toBe(422);
    expect((await use(perplexityScenarios.messageOrderRejected)).body.error.message).toBe(messageOrderError);
    expect((await use(perplexityScenarios.emptyAnswer)).body.choices[0].message.content).toBe('');
    expect((await use(perplexityScenarios.answer('Fixed.'))).body.choices[0].message.content).toBe('Fixed.');
    const failed = await getResponse([perplexityScenarios.networkError], new Request(url, { method: 'POST' }));
    expect(failed?.type).toBe('error');
    expect(site.perplexity.chatCompletionsUrl).toBe(url);
  });
});
