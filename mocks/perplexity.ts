import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { assistantInstructions } from '#content/assistant';
import { site } from '#content/site';
import { answerFromPage } from './demoAnswer';
import { words } from './demoWords';

/**
 * Perplexity's Agent API (`POST /v1/agent`) as the real API answers it. The key is checked first:
 * a missing or malformed one gets the gateway's HTML page. Then the body, strictly: any unknown
 * field, top-level or inside an input item, is a 400 that names it, as are a field of the wrong
 * type, an unknown model, an input that does not end with the user, and a request longer than the
 * model's context window; a body over the size limit is a 413. Errors use the API's
 * envelope, `{error: {message, type, code, param?}}`, with the HTTP status as `code`. A valid
 * request is answered from the page text in `instructions`, which makes it a usable stand-in
 * assistant in demo mode. The retired chat completions endpoint fails every call.
 */
const url = site.perplexity.agentUrl;
const retiredUrl = 'https://api.perplexity.ai/chat/completions';
const cors = { 'access-control-allow-origin': '*' };

/**
 * Keys that make the stand-in fail the other ways the API can, after checking the request (except
 * the blocked key and the rate limit, which come first, as at the gateway). Any other `pplx-` key
 * is accepted.
 */
export const perplexityTestKeys = {
  blocked: 'pplx-test-blocked',
  rateLimited: 'pplx-test-rate-limited',
  serverError: 'pplx-test-server-error',
  /** A run that fails, reported as HTTP 200 with `status: "failed"` and an `error`. */
  failed: 'pplx-test-failed',
  /** A run stopped at `max_output_tokens`: `status: "incomplete"` with the text so far. */
  incomplete: 'pplx-test-incomplete',
} as const;

const unauthorizedPage = `<html>
<head><title>401 Authorization Required</title></head>
<body>
<center><h1>401 Authorization Required</h1></center>
<hr><center>openresty</center>
</body>
</html>
`;

type ErrorType =
  | 'invalid_request'
  | 'invalid_model'
  | 'invalid_parameter'
  | 'payload_too_large'
  | 'forbidden'
  | 'request_rate_limit_exceeded'
  | 'internal_error';
type Rejection = { type: ErrorType; message: string; param?: string };
type Role = 'user' | 'assistant' | 'system' | 'developer';
type InputItem = { type: 'message'; role: Role; content: string };

/** The API refuses a body over 32 MiB with 413 `payload_too_large`. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** perplexity/sonar's context window: the instructions, the input and the answer must fit in it. */
export const CONTEXT_WINDOW_TOKENS = 127_072;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const json = (body: JsonBodyType, status = 200, headers: Record<string, string> = {}) =>
  HttpResponse.json(body, { status, headers: { ...cors, ...headers } });

const apiError = (status: number, { type, message, param }: Rejection, headers: Record<string, string> = {}) =>
  json({ error: { message, type, code: status, ...(param ? { param } : {}) } }, status, headers);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request fields the API documents; anything else is rejected. */
const requestFields = new Set([
  'model',
  'models',
  'preset',
  'instructions',
  'input',
  'max_output_tokens',
  'max_steps',
  'language_preference',
  'reasoning',
  'response_format',
  'stream',
  'tools',
]);
const inputItemFields = new Set(['type', 'role', 'content']);
const roles = new Set<unknown>(['user', 'assistant', 'system', 'developer']);

const unknownField = (field: string, param = field): Rejection => ({
  type: 'invalid_request',
  message: `invalid request body: json: unknown field "${field}"`,
  param,
});

/** The first unknown field in document order, as a strict JSON decoder meets it. */
function unknownFieldError(body: Record<string, unknown>): Rejection | undefined {
  const field = Object.keys(body).find((key) => !requestFields.has(key));
  if (field) return unknownField(field);
  if (!Array.isArray(body.input)) return undefined;
  for (const [index, item] of body.input.entries()) {
    const itemField = isRecord(item) ? Object.keys(item).find((key) => !inputItemFields.has(key)) : undefined;
    if (itemField) return unknownField(itemField, `input[${index}].${itemField}`);
  }
  return undefined;
}

/** The input as message items, or why it is not acceptable. */
function readInput(input: unknown): InputItem[] | Rejection {
  if (input === undefined) return { type: 'invalid_request', message: 'input is required', param: 'input' };
  if (typeof input === 'string') return [{ type: 'message', role: 'user', content: input }];
  if (!Array.isArray(input)) return { type: 'invalid_request', message: 'input must be a string or an array of input items', param: 'input' };
  for (const [index, item] of input.entries()) {
    const at = `input[${index}]`;
    if (!isRecord(item)) return { type: 'invalid_request', message: 'input items must be objects', param: at };
    if (item.type !== 'message') {
      const message = item.type === undefined ? 'input item type is required' : `unsupported input item type: ${String(item.type)}`;
      return { type: 'invalid_request', message, param: `${at}.type` };
    }
    if (!roles.has(item.role)) return { type: 'invalid_parameter', message: `invalid role: ${String(item.role)}`, param: `${at}.role` };
    if (typeof item.content !== 'string') return { type: 'invalid_request', message: 'message content must be a string', param: `${at}.content` };
  }
  const items = input as InputItem[];
  return items.at(-1)?.role === 'user' ? items : { type: 'invalid_request', message: 'the last input item must be a user message', param: 'input' };
}

/**
 * Refuses a request whose text and answer may not fit the context window. The stand-in counts a
 * token for every byte of UTF-8 text, the most a text can take (no token is shorter than a byte),
 * so it refuses every request the API could.
 */
function contextOverflow(instructions: string, items: InputItem[], maxOutputTokens: number): Rejection | undefined {
  const tokens = utf8Bytes(instructions) + items.reduce((sum, { content }) => sum + utf8Bytes(content), 0) + maxOutputTokens;
  if (tokens <= CONTEXT_WINDOW_TOKENS) return undefined;
  return {
    type: 'invalid_request',
    message: `This request needs up to ${tokens} tokens with its max_output_tokens, more than the model's context window of ${CONTEXT_WINDOW_TOKENS}. Shorten the input.`,
    param: 'input',
  };
}

/** The input items of a valid body, or the first reason (in the API's order) to reject it with 400. */
function checkRequest(body: unknown): Rejection | InputItem[] {
  if (!isRecord(body)) return { type: 'invalid_request', message: 'invalid request body: expected a JSON object' };
  const unknown = unknownFieldError(body);
  if (unknown) return unknown;
  if (body.model !== site.perplexity.model) {
    const message = body.model === undefined ? 'model is required' : `Invalid model '${String(body.model)}'. Permitted models are listed in the documentation.`;
    return { type: 'invalid_model', message, param: 'model' };
  }
  if (body.instructions !== undefined && typeof body.instructions !== 'string') {
    return { type: 'invalid_request', message: 'instructions must be a string', param: 'instructions' };
  }
  const tokens = body.max_output_tokens;
  if (tokens !== undefined && !(Number.isInteger(tokens) && (tokens as number) >= 1)) {
    return { type: 'invalid_parameter', message: 'max_output_tokens must be a positive integer', param: 'max_output_tokens' };
  }
  const items = readInput(body.input);
  if (!Array.isArray(items)) return items;
  return contextOverflow(body.instructions ?? '', items, (tokens as number | undefined) ?? 0) ?? items;
}

type Run = {
  status: 'completed' | 'incomplete' | 'failed';
  text?: string;
  error?: { message: string; type: string; code: string } | null;
  promptText?: string;
};

/** A non-streamed response object; the answer is an `output_text` part of a `message` item. */
function agentResponse({ status, text, error = null, promptText = '' }: Run) {
  const inputTokens = words(promptText).length;
  const outputTokens = words(text ?? '').length;
  const output =
    text === undefined
      ? []
      : [{ type: 'message', id: `msg_${crypto.randomUUID()}`, status, role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }];
  return json({
    id: `resp_${crypto.randomUUID()}`,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status,
    model: site.perplexity.model,
    output,
    error,
    incomplete_details: status === 'incomplete' ? { reason: 'max_output_tokens' } : null,
    usage: { input_tokens: inputTokens, output_tokens: outputTokens, total_tokens: inputTokens + outputTokens },
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const rateLimitHeaders = { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '60' };
const rateLimited = () =>
  apiError(429, { type: 'request_rate_limit_exceeded', message: 'Rate limit exceeded. Please try again later.' }, rateLimitHeaders);

export const perplexityHandlers = [
  http.options(
    url,
    () =>
      new HttpResponse(null, {
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': 'authorization, content-type',
          'access-control-max-age': '600',
        },
      }),
  ),
  http.post(url, async ({ request }) => {
    const key = new RegExp(`^Bearer (${site.perplexity.keyPrefix}\\S+)$`).exec(request.headers.get('authorization') ?? '')?.[1];
    if (!key) return new HttpResponse(unauthorizedPage, { status: 401, headers: { ...cors, 'content-type': 'text/html' } });
    if (key === perplexityTestKeys.blocked) return apiError(403, { type: 'forbidden', message: 'This API key is blocked.' });
    if (key === perplexityTestKeys.rateLimited) return rateLimited();
    const text = await request.text();
    if (utf8Bytes(text) > MAX_BODY_BYTES) return apiError(413, { type: 'payload_too_large', message: 'Request body too large' });
    const body = parseJson(text);
    const checked = checkRequest(body);
    if (!Array.isArray(checked)) return apiError(400, checked);
    if (key === perplexityTestKeys.serverError) return apiError(500, { type: 'internal_error', message: 'Internal server error' });
    if (key === perplexityTestKeys.failed) {
      const error = { code: 'internal_error', type: 'internal_error', message: 'The response could not be generated. Please try again.' };
      return agentResponse({ status: 'failed', error });
    }
    const instructions = (body as { instructions?: string }).instructions ?? '';
    const system = [instructions, ...checked.filter(({ role }) => role === 'system' || role === 'developer').map(({ content }) => content)].join('\n');
    const pageText = system.startsWith(assistantInstructions) ? system.slice(assistantInstructions.length) : system;
    const answer = answerFromPage(pageText, checked.at(-1)?.content ?? '');
    const promptText = [system, ...checked.map(({ content }) => content)].join(' ');
    if (key === perplexityTestKeys.incomplete) {
      return agentResponse({ status: 'incomplete', text: answer.split(' ').slice(0, 5).join(' '), promptText });
    }
    return agentResponse({ status: 'completed', text: answer, promptText });
  }),
  http.post(retiredUrl, () => apiError(400, { type: 'invalid_request', message: 'Sonar is now the Agent API' })),
];

/** Named answers for tests: put one in front of `perplexityHandlers` (e.g. `worker.use(...)`). */
export const perplexityScenarios = {
  /** Always answers with `text`, whatever was asked. */
  answer: (text: string) => http.post(url, () => agentResponse({ status: 'completed', text })),
  /** A completed run with no message at all. */
  emptyAnswer: http.post(url, () => agentResponse({ status: 'completed' })),
  /** The rate limit for whichever key, e.g. in the middle of a conversation. */
  rateLimited: http.post(url, rateLimited),
  /** A failed run whose body carries no error. */
  failedWithoutError: http.post(url, () => agentResponse({ status: 'failed' })),
  networkError: http.post(url, () => HttpResponse.error()),
  hang: http.post(url, async () => {
    await delay('infinite');
    return agentResponse({ status: 'completed' });
  }),
};
