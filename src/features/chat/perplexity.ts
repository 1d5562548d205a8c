/**
 * The one module that knows the provider's API: Perplexity's Agent API (`POST /v1/agent`). The
 * app only calls `askPerplexity` (question in, reply text out), so a change of API stays here.
 */
import { assistantInstructions } from '#content/assistant';
import { site } from '#content/site';
import type { AskInput, Exchange } from '#machines/chat.machine';

export { assistantInstructions };

export const NO_PAGE_CONTENT = 'No page content found.';

export const NETWORK_FAILURE_MESSAGE = `Could not reach ${site.perplexity.name}. Check your internet connection, and that your API key is correct.`;

/** Said after a 401's message: the provider refused the key (a wrong key, or an account out of credit). */
export const KEY_REJECTED = `${site.perplexity.name} rejected the key: check that it is whole and its account has credit, or choose 'Forget key' and enter another.`;

/** Ends a reply the provider stopped early (run status `incomplete`, e.g. at the token limit). */
export const CUT_OFF_NOTE = '\n\n(The answer was cut off here.)';

/** Room for a concise answer about one page, and a bound on what a visitor's key pays for. */
export const MAX_OUTPUT_TOKENS = 1024;

/**
 * The most a request body may weigh, in bytes of UTF-8 JSON. perplexity/sonar reads at most
 * 127,072 tokens and refuses a longer request; a token is never shorter than one byte, so a body
 * of this size fits whatever the language. It is half the window: the rest is room for the answer
 * (MAX_OUTPUT_TOKENS) and the provider's own framing, and it keeps what one question costs on the
 * visitor's key small. Pages are a few kilobytes and a question at most 4,000 characters, so it
 * still leaves room for several earlier exchanges.
 */
export const REQUEST_BUDGET_BYTES = 64_000;

type AgentInputItem = { type: 'message'; role: 'user' | 'assistant'; content: string };

type Question = AskInput & { pageText: string | undefined };

/** A replayed answer is what the provider said: the site's cut-off note is not sent back. */
const withoutCutOffNote = (answer: string) => (answer.endsWith(CUT_OFF_NOTE) ? answer.slice(0, -CUT_OFF_NOTE.length) : answer);

const encoder = new TextEncoder();

/** The bytes `value` weighs as UTF-8 JSON. */
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

const exchangeItems = ({ question: asked, answer }: Exchange): AgentInputItem[] => [
  { type: 'message', role: 'user', content: asked },
  { type: 'message', role: 'assistant', content: withoutCutOffNote(answer) },
];

/** The longest start of `text` that weighs at most `bytes` as a JSON string's contents. */
function startWithin(text: string, bytes: number): string {
  let [fits, tooLong] = [0, text.length + 1];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (jsonBytes(text.slice(0, middle)) - 2 <= bytes) fits = middle;
    else tooLong = middle;
  }
  return text.slice(0, fits);
}

/**
 * The request body: the system text as `instructions`, then the answered exchanges, ending with
 * the new question. The API rejects any field it does not know, and without `tools` it does not
 * search the web, so answers come from the page. The body keeps within REQUEST_BUDGET_BYTES: the
 * question always goes, then as much of the page text as fits, then the latest exchanges that fit
 * (an older one is left out with everything before it).
 */
export function agentRequestBody({ exchanges, question, pageText }: Omit<Question, 'apiKey'>) {
  const body = (page: string, input: AgentInputItem[]) => ({
    model: site.perplexity.model,
    instructions: `${assistantInstructions}\n\n${page}`,
    input,
    max_output_tokens: MAX_OUTPUT_TOKENS,
  });
  const asked: AgentInputItem = { type: 'message', role: 'user', content: question };
  const page = startWithin(pageText?.trim() || NO_PAGE_CONTENT, REQUEST_BUDGET_BYTES - jsonBytes(body('', [asked])));
  let size = jsonBytes(body(page, [asked]));
  const replayed: AgentInputItem[] = [];
  for (const exchange of [...exchanges].reverse()) {
    const items = exchangeItems(exchange);
    // In the input array the two items add their own bytes and a comma each: the bytes of `[a,b]`, less one.
    size += jsonBytes(items) - 1;
    if (size > REQUEST_BUDGET_BYTES) break;
    replayed.unshift(...items);
  }
  return body(page, [...replayed, asked]);
}

/** Only these two headers: anything more risks failing the provider's CORS check. */
export function agentRequest(question: Question, signal?: AbortSignal): Request {
  return new Request(site.perplexity.agentUrl, {
    method: 'POST',
    headers: { Authorization: `Bearer ${question.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(agentRequestBody(question)),
    signal,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `error.message` of a body, when it has a non-blank one. */
function errorMessageOf(body: unknown): string | undefined {
  const error = isRecord(body) ? body.error : undefined;
  return isRecord(error) && typeof error.message === 'string' && error.message.trim() ? error.message : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `output_text` parts of the `message` items, joined; search results and the like are not the answer. */
function outputText(body: Record<string, unknown>): string {
  const output = Array.isArray(body.output) ? body.output : [];
  return output
    .filter((item) => isRecord(item) && item.type === 'message' && Array.isArray(item.content))
    .flatMap((item) => item.content as unknown[])
    .map((part) => (isRecord(part) && part.type === 'output_text' && typeof part.text === 'string' ? part.text : ''))
    .join('');
}

/**
 * The reply text ('' when there is none). A failure status throws the body's `error.message`, or
 * 'API request failed with status {status}' when the body has none or is not JSON (a rejected key
 * comes back as an HTML page); a 401 also says that Perplexity rejected the key. A failed or cancelled run arrives as HTTP 200 and throws the same
 * way; an incomplete one keeps its text and says it was cut off.
 */
export async function readAgentReply(response: Response): Promise<string> {
  const body = parseJson(await response.text());
  const message = errorMessageOf(body) ?? `API request failed with status ${response.status}`;
  const failure = new Error(response.status === 401 ? `${message.replace(/\.?$/, '.')} ${KEY_REJECTED}` : message);
  if (!response.ok || !isRecord(body)) throw failure;
  if (body.status === 'failed' || body.status === 'cancelled') throw failure;
  const text = outputText(body);
  return body.status === 'incomplete' && text.trim() ? `${text}${CUT_OFF_NOTE}` : text;
}

/**
 * Asks Perplexity about the page. A request that never reaches the provider (offline, or a
 * preflight the browser rejected) fails with a message naming both the connection and the key;
 * an aborted request rejects with the abort reason.
 */
export async function askPerplexity(question: Question, signal: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(agentRequest(question, signal));
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new Error(NETWORK_FAILURE_MESSAGE, { cause: error });
  }
  return readAgentReply(response);
}
