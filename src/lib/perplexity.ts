import { site } from '../../content/site';
import type { AskInput } from '../../machines/chat.machine';

/** The first part of the system message; the page text follows it after a blank line. */
export const assistantInstructions =
  `You are the assistant of ${site.brand}, a festival travel checklist site. ` +
  'Answer the visitor using only the text of the page they are reading, given below. ' +
  'Be concise. Do not repeat the question or the page text.';

export const NO_PAGE_CONTENT = 'No page content found.';

export const NETWORK_FAILURE_MESSAGE = `Could not reach ${site.perplexity.name}. Check your internet connection, and that your API key is correct.`;

export type ChatCompletionMessage = { role: 'system' | 'user' | 'assistant'; content: string };

type Question = AskInput & { pageText: string | undefined };

/** The request body: system first, then the answered exchanges, ending with the new question. */
export function chatCompletionsBody({ exchanges, question, pageText }: Omit<Question, 'apiKey'>) {
  const messages: ChatCompletionMessage[] = [
    { role: 'system', content: `${assistantInstructions}\n\n${pageText?.trim() || NO_PAGE_CONTENT}` },
    ...exchanges.flatMap(({ question: asked, answer }): ChatCompletionMessage[] => [
      { role: 'user', content: asked },
      { role: 'assistant', content: answer },
    ]),
    { role: 'user', content: question },
  ];
  return { model: site.perplexity.model, messages };
}

/** Only these two headers: anything more fails the provider's CORS check. */
export function chatCompletionsRequest(question: Question, signal?: AbortSignal): Request {
  return new Request(site.perplexity.chatCompletionsUrl, {
    method: 'POST',
    headers: { Authorization: `Bearer ${question.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(chatCompletionsBody(question)),
    signal,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function bodyErrorMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = isRecord(parsed) ? parsed.error : undefined;
    return isRecord(error) && typeof error.message === 'string' && error.message.trim() ? error.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first choice's message content ('' when there is none). A failure status throws the body's
 * `error.message`, or 'API request failed with status {status}' when the body has none or is not
 * JSON (a rejected key comes back as an HTML page).
 */
export async function readChatReply(response: Response): Promise<string> {
  if (!response.ok) {
    throw new Error(bodyErrorMessage(await response.text()) ?? `API request failed with status ${response.status}`);
  }
  const body: unknown = await response.json();
  const choice = isRecord(body) && Array.isArray(body.choices) ? body.choices[0] : undefined;
  const message = isRecord(choice) ? choice.message : undefined;
  return isRecord(message) && typeof message.content === 'string' ? message.content : '';
}

/**
 * Asks Perplexity's chat completions about the page. A request that never reaches the provider
 * (offline, or a preflight the browser rejected) fails with a message naming both the connection
 * and the key; an aborted request rejects with the abort reason.
 */
export async function askPerplexity(question: Question, signal: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(chatCompletionsRequest(question, signal));
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new Error(NETWORK_FAILURE_MESSAGE, { cause: error });
  }
  return readChatReply(response);
}
