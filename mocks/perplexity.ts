import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { site } from '../content/site';
import { assistantInstructions } from '../src/lib/perplexity';

/**
 * Perplexity's chat completions endpoint as the real API answers it: the key is checked first
 * (a bad one gets the gateway's HTML page), then the body (422 with `detail`), then the model and
 * the order of the messages (400 with `error`). A valid request is answered from the page text in
 * the system message, which makes it a usable stand-in assistant in demo mode.
 */
const url = site.perplexity.chatCompletionsUrl;
const cors = { 'access-control-allow-origin': '*' };

const unauthorizedPage = `<html>
<head><title>401 Authorization Required</title></head>
<body>
<center><h1>401 Authorization Required</h1></center>
<hr><center>openresty</center>
</body>
</html>
`;

export const messageOrderError = 'After the (optional) system message(s), user and assistant roles should be alternating.';
export const lastMessageError = 'Last message must have role `user`.';

type Role = 'system' | 'user' | 'assistant';
type Message = { role: Role; content: string };
type Detail = { loc: (string | number)[]; msg: string; type: string };

const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status, headers: cors });
const invalidRequest = (message: string, code: string) => json({ error: { message, type: 'invalid_request_error', code } }, 400);
const unprocessable = (detail: Detail[]) => json({ detail }, 422);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** FastAPI-style validation of the body's shape; an empty list means the shape is fine. */
function shapeErrors(body: Record<string, unknown>): Detail[] {
  if (body.model === undefined) return [{ loc: ['body', 'model'], msg: 'Field required', type: 'missing' }];
  if (typeof body.model !== 'string') return [{ loc: ['body', 'model'], msg: 'Input should be a valid string', type: 'string_type' }];
  if (!Array.isArray(body.messages)) return [{ loc: ['body', 'messages'], msg: 'Input should be a valid list', type: 'list_type' }];
  return body.messages.flatMap((message: unknown, index): Detail[] => {
    if (!isRecord(message)) return [{ loc: ['body', 'messages', index], msg: 'Input should be a valid dictionary', type: 'dict_type' }];
    const errors: Detail[] = [];
    if (!['system', 'user', 'assistant'].includes(message.role as string)) {
      errors.push({ loc: ['body', 'messages', index, 'role'], msg: "Input should be 'system', 'user' or 'assistant'", type: 'enum' });
    }
    if (typeof message.content !== 'string') {
      errors.push({ loc: ['body', 'messages', index, 'content'], msg: 'Input should be a valid string', type: 'string_type' });
    }
    return errors;
  });
}

/** Optional system messages first, then user and assistant alternating, ending with user. */
function orderError(messages: Message[]): string | undefined {
  const firstTurn = messages.findIndex((message) => message.role !== 'system');
  if (firstTurn === -1) return lastMessageError;
  const turns = messages.slice(firstTurn);
  const alternating = turns.every((message, index) => message.role === (index % 2 === 0 ? 'user' : 'assistant'));
  if (!alternating) return messageOrderError;
  return turns.at(-1)?.role === 'user' ? undefined : lastMessageError;
}

const stopWords = new Set(
  'about also and any are can could does for from have how into its me more much page should tell than that the their them then there this was what when where which who why will with would you your'.split(
    ' ',
  ),
);

const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !stopWords.has(word));

/** Two words match when one starts with the other ("pack" and "packing"), at four letters or more. */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Quotes the sentence of the page that shares the most words with the question. */
export function answerFromPage(pageText: string, question: string): string {
  const asked = [...new Set(words(question))];
  const sentences = pageText
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  let best = { sentence: '', score: 0 };
  for (const sentence of sentences) {
    const said = words(sentence);
    const score = asked.filter((word) => said.some((other) => sameWord(word, other))).length;
    if (score > best.score) best = { sentence, score };
  }
  return best.score > 0
    ? `This page says: “${best.sentence}”`
    : "I couldn't find that on this page. Try asking about something it mentions.";
}

function completion(content: string, promptText = '') {
  const promptTokens = words(promptText).length;
  const completionTokens = words(content).length;
  return json({
    id: crypto.randomUUID(),
    model: site.perplexity.model,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

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
    if (!/^Bearer pplx-\S+$/.test(request.headers.get('authorization') ?? '')) {
      return new HttpResponse(unauthorizedPage, { status: 401, headers: { ...cors, 'content-type': 'text/html' } });
    }
    const body = parseJson(await request.text());
    if (!isRecord(body)) return unprocessable([{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }]);
    const errors = shapeErrors(body);
    if (errors.length > 0) return unprocessable(errors);
    if (body.model !== site.perplexity.model) {
      return invalidRequest(
        `Invalid model '${String(body.model)}'. Permitted models can be found in the documentation at https://docs.perplexity.ai/getting-started/models.`,
        'invalid_model',
      );
    }
    const messages = body.messages as Message[];
    const order = orderError(messages);
    if (order) return invalidRequest(order, 'invalid_message');
    const system = messages.filter((message) => message.role === 'system').map((message) => message.content).join('\n');
    const pageText = system.startsWith(assistantInstructions) ? system.slice(assistantInstructions.length) : system;
    const question = messages.at(-1)?.content ?? '';
    return completion(answerFromPage(pageText, question), messages.map((message) => message.content).join(' '));
  }),
];

/** Named answers for tests: put one in front of `perplexityHandlers` (e.g. `worker.use(...)`). */
export const perplexityScenarios = {
  /** Always answers with `content`, whatever was asked. */
  answer: (content: string) => http.post(url, () => completion(content)),
  messageOrderRejected: http.post(url, () => invalidRequest(messageOrderError, 'invalid_message')),
  malformedBody: http.post(url, () => unprocessable([{ loc: ['body', 'messages'], msg: 'Field required', type: 'missing' }])),
  rateLimited: http.post(url, () =>
    json({ error: { message: 'Rate limit exceeded. Please try again later.', type: 'rate_limit_error', code: 429 } }, 429),
  ),
  serverError: http.post(url, () => json({ error: { message: 'Internal server error', type: 'server_error', code: 500 } }, 500)),
  emptyAnswer: http.post(url, () => completion('')),
  networkError: http.post(url, () => HttpResponse.error()),
  hang: http.post(url, async () => {
    await delay('infinite');
    return completion('');
  }),
};
