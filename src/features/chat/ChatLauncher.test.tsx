import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { CHAT_REPLY_TIMEOUT_MS, MAX_MESSAGE_LENGTH } from '#machines/chat.machine';
import { perplexityHandlers, perplexityScenarios, perplexityTestKeys } from '#mocks/perplexity';
import { assistantInstructions, CUT_OFF_NOTE, MAX_OUTPUT_TOKENS, NETWORK_FAILURE_MESSAGE, REQUEST_BUDGET_BYTES } from './perplexity';
import { remove, storageKeys } from '#src/lib/storage';
import { startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import { ChatLauncher } from './ChatLauncher';

const KEY = 'pplx-test-key';
const url = 'https://api.perplexity.ai/v1/agent';
const pageText = 'Coachella Guide\n\nPack sunscreen and a refillable bottle.\n\nThe desert gets cold at night, so bring a hoodie.';
const instructions = `${assistantInstructions}\n\n${pageText}`;
const user = (content: string) => ({ type: 'message', role: 'user', content });
const assistant = (content: string) => ({ type: 'message', role: 'assistant', content });

const worker = startMockWorker(perplexityHandlers, (url) => url.hostname.endsWith('perplexity.ai'));
const sent: Request[] = [];
/** Every request to Perplexity, so a call to any other endpoint (the retired chat completions) shows. */
const perplexityRequests: string[] = [];
worker.events.on('request:start', ({ request }) => {
  if (!new URL(request.url).hostname.endsWith('perplexity.ai')) return;
  perplexityRequests.push(`${request.method} ${request.url}`);
  if (request.url === url && request.method === 'POST') sent.push(request.clone());
});

afterEach(() => {
  expect(perplexityRequests.filter((request) => request !== `POST ${url}`)).toEqual([]);
  perplexityRequests.length = 0;
  sent.length = 0;
  vi.restoreAllMocks();
  // A key the browser refused to store is kept for the visit: each test starts a new one.
  remove(storageKeys.perplexityApiKey);
});

/** The browser refuses every write, as in private mode or with a full quota. */
const refuseStorage = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });

async function renderPage(storedKey?: string) {
  if (storedKey !== undefined) localStorage.setItem('perplexity_api_key', storedKey);
  const rendered = await renderWithRouter(
    <>
      <main>
        <h1>Coachella Guide</h1>
        <p>Pack sunscreen and a refillable bottle.</p>
        <p>The desert gets cold at night, so bring a hoodie.</p>
        <p data-private="">
          Signed in as <strong>raver@example.com</strong>
        </p>
        <section>
          <h2 data-private="">Home base: 33.68000, -116.24000</h2>
        </section>
      </main>
      <ChatLauncher />
    </>,
    '/festival-guides/coachella',
  );
  const { screen } = rendered;
  const launcher = screen.getByRole('button', { name: 'Open chatbot' });
  const dialog = screen.getByRole('dialog', { name: 'AI Festival Assistant' });
  const log = dialog.getByRole('log', { name: 'Conversation' });
  const messageField = dialog.getByRole('textbox', { name: 'Message' });
  const send = dialog.getByRole('button', { name: 'Send message' });
  // The launcher bounces for its first seconds, so it is not yet "stable" for a pointer click.
  const open = async () => {
    await launcher.click({ force: true });
    await expect.element(dialog).toBeVisible();
  };
  const ask = async (question: string) => {
    await messageField.fill(question);
    await userEvent.keyboard('{Enter}');
  };
  return { ...rendered, launcher, dialog, log, messageField, send, open, ask };
}

const bodies = () => Promise.all(sent.map((request) => request.clone().json()));

describe('chat assistant', () => {
  it('opens a dialog that asks for a key, and gives focus back to the button when closed', async () => {
    const { screen, launcher, dialog, log, open } = await renderPage();
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'false');
    await open();
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect.element(log).toHaveTextContent('To get started, please enter your Perplexity API key below.');
    const keyField = dialog.getByLabelText('Perplexity API Key');
    await expect.element(keyField).toHaveFocus();
    await expect.element(keyField).toHaveAttribute('type', 'password');
    await expect.element(keyField).toHaveAttribute('placeholder', 'Perplexity API Key');
    const setKey = dialog.getByRole('button', { name: 'Set Key' });
    await expect.element(setKey).toBeDisabled();
    await keyField.fill('   ');
    await expect.element(setKey).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem('perplexity_api_key')).toBeNull();
    await expect.element(dialog.getByText('Your key needs Agent API access.')).toBeVisible();
    const help = dialog.getByRole('link', { name: /How to get an API key\?/ });
    await expect.element(help).toHaveAttribute('href', 'https://docs.perplexity.ai/docs/agent-api');
    await expect.element(help).toHaveAttribute('target', '_blank');
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(launcher).toHaveFocus();
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('saves the trimmed key and switches to the message form', async () => {
    const { dialog, log, messageField, send, open } = await renderPage();
    await open();
    await dialog.getByLabelText('Perplexity API Key').fill(`  ${KEY}  `);
    await dialog.getByRole('button', { name: 'Set Key' }).click();
    expect(localStorage.getItem('perplexity_api_key')).toBe(KEY);
    await expect.element(log).toHaveTextContent(/^Assistant: API Key set! Hi! I'm ready to help\. Ask me anything about this page\.$/);
    await expect.element(messageField).toHaveFocus();
    await expect.element(messageField).toHaveAttribute('placeholder', 'Type a message...');
    await expect.element(send).toBeDisabled();
    await messageField.fill('  ');
    await expect.element(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(sent).toHaveLength(0);
  });

  it('says a key the browser would not store is kept for this visit only, and keeps using it', async () => {
    refuseStorage();
    const { screen, dialog, log, launcher, open, ask } = await renderPage();
    await open();
    await dialog.getByLabelText('Perplexity API Key').fill(KEY);
    await dialog.getByRole('button', { name: 'Set Key' }).click();
    await expect
      .element(log)
      .toHaveTextContent(
        /^Assistant: Your key is kept for this visit only: this browser did not let us save it\.Assistant: Hi! I'm ready to help\. Ask me anything about this page\.$/,
      );
    expect(log.element().textContent).not.toContain('API Key set!');
    expect(localStorage.getItem('perplexity_api_key')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await launcher.click({ force: true });
    await ask('What should I pack?');
    await expect.element(log.getByText('This page says: “Pack sunscreen and a refillable bottle.”')).toBeVisible();
    expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
  });

  it(`counts down near the ${MAX_MESSAGE_LENGTH.toLocaleString('en')}-character limit, announcing the count politely once typing pauses`, async () => {
    const { dialog, messageField, send, open } = await renderPage(KEY);
    await open();
    // The dialog opens after its frame has painted: its form, and the announcer with it, then show.
    await expect.element(messageField).toBeVisible();
    const announcer = dialog.element().querySelector('[aria-live="polite"]');
    /** The visible counter, which comes before the announcer. */
    const counter = (text: string) => dialog.getByText(text).first();
    await messageField.fill('x'.repeat(3_000));
    await expect.element(send).toBeEnabled();
    expect(dialog.getByText(/characters? (left|too many)$/).query()).toBeNull();
    expect(messageField.element().getAttribute('aria-describedby')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(announcer?.textContent).toBe('');

    await messageField.fill('x'.repeat(3_700));
    await expect.element(counter('300 characters left')).toBeVisible();
    await expect.element(messageField).toHaveAccessibleDescription('300 characters left');
    expect(announcer?.textContent).toBe('');
    await expect.poll(() => announcer?.textContent).toBe('300 characters left');

    await messageField.fill('x'.repeat(MAX_MESSAGE_LENGTH - 1));
    await expect.element(messageField).toHaveAccessibleDescription('1 character left');
    await messageField.fill('x'.repeat(MAX_MESSAGE_LENGTH + 25));
    await expect.element(counter('25 characters too many')).toBeVisible();
    await expect.element(messageField).toHaveAccessibleDescription('25 characters too many');
    await expect.element(messageField).toHaveAttribute('aria-invalid', 'true');
    await expect.element(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect.element(messageField).toHaveValue('x'.repeat(MAX_MESSAGE_LENGTH + 25));
    await expect.poll(() => announcer?.textContent).toBe('25 characters too many');
    expect(sent).toHaveLength(0);
  });

  it('keeps a long conversation within the size budget, so the API never refuses it', async () => {
    const logged = vi.spyOn(console, 'error');
    const { ask, open, messageField } = await renderPage(KEY);
    await open();
    // Every character three bytes of UTF-8: the fastest way to the API's limit.
    const question = (n: number) => `${n} ${'漢'.repeat(MAX_MESSAGE_LENGTH - 3)}`;
    for (let n = 10; n < 22; n += 1) {
      await ask(question(n));
      await expect.poll(() => sent.length).toBe(n - 9);
      await expect.element(messageField).not.toHaveAttribute('aria-disabled');
    }
    const lastBody = await sent.at(-1)?.clone().text();
    expect(new TextEncoder().encode(lastBody).length).toBeLessThanOrEqual(REQUEST_BUDGET_BYTES);
    const { input } = JSON.parse(lastBody ?? '{}') as { input: { content: string }[] };
    expect(input.at(-1)?.content).toBe(question(21));
    expect(input.length).toBeGreaterThan(1);
    expect(input[0]?.content).not.toBe(question(10));
    expect(logged).not.toHaveBeenCalled();
  });

  it('keeps focus in the message field when a question is sent with the Send button', async () => {
    const { log, open, messageField, send } = await renderPage(KEY);
    await open();
    await messageField.fill('What should I wear at night?');
    await send.click();
    await expect.element(log.getByText('What should I wear at night?')).toBeVisible();
    await expect.element(messageField).toHaveFocus();
    await expect.element(log.getByText('This page says: “The desert gets cold at night, so bring a hoodie.”')).toBeVisible();
    await expect.element(messageField).toHaveFocus();
  });

  it('answers from the page, sending exactly the request the API accepts', async () => {
    const { dialog, log, ask, open, messageField } = await renderPage(KEY);
    await open();
    await expect.element(log).toHaveTextContent("Hi! I'm ready to help. Ask me anything about this page.");
    await ask('  What should I wear at night?  ');
    await expect.element(log.getByText('This page says: “The desert gets cold at night, so bring a hoodie.”')).toBeVisible();
    await expect.element(log.getByText('What should I wear at night?')).toBeVisible();
    await expect.element(messageField).toHaveValue('');
    await expect.element(messageField).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    // Only the two headers the provider's CORS check allows; `accept` is the browser's own, and safelisted.
    expect(Object.fromEntries(sent[0]?.headers ?? [])).toEqual({
      accept: '*/*',
      authorization: `Bearer ${KEY}`,
      'content-type': 'application/json',
    });
    expect(await bodies()).toEqual([
      { model: 'perplexity/sonar', instructions, input: [user('What should I wear at night?')], max_output_tokens: MAX_OUTPUT_TOKENS },
    ]);
    await expect.element(dialog.getByRole('status')).not.toBeInTheDocument();
  });

  it('reads the page for a question only after the question has painted, so sending never waits for it', async () => {
    const { log, ask, open } = await renderPage(KEY);
    await open();
    // The first question loads the provider's code; the second finds it loaded.
    await ask('Is it cold at night?');
    await expect.element(log.getByText('This page says: “The desert gets cold at night, so bring a hoodie.”')).toBeVisible();
    const pageRead = vi.spyOn(HTMLElement.prototype, 'innerText', 'get');
    // The browser paints no frame until the test says so.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    await ask('What should I pack?');
    await expect.element(log.getByText('What should I pack?')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pageRead).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);

    vi.unstubAllGlobals();
    for (const frame of frames.splice(0)) frame(performance.now());
    await expect.element(log.getByText('This page says: “Pack sunscreen and a refillable bottle.”')).toBeVisible();
    expect(pageRead).toHaveBeenCalled();
    expect(sent).toHaveLength(2);
  });

  it('never sends the parts of the page marked private, and leaves them on the page', async () => {
    const { screen, log, ask, open } = await renderPage(KEY);
    await open();
    await ask('What should I pack?');
    await expect.element(log.getByText('This page says: “Pack sunscreen and a refillable bottle.”')).toBeVisible();
    const [body] = await bodies();
    expect(body.instructions).toBe(instructions);
    expect(JSON.stringify(body)).not.toMatch(/raver@example\.com|33\.68|Signed in as|Home base/);
    await expect.element(screen.getByText('raver@example.com')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Home base: 33.68000, -116.24000' })).toBeVisible();
  });

  it('sends answered exchanges with the next question, but not notices or errors', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { log, ask, open, send } = await renderPage(KEY);
    await open();
    await ask('What should I pack?');
    await expect.element(log.getByText('This page says: “Pack sunscreen and a refillable bottle.”')).toBeVisible();
    worker.use(perplexityScenarios.rateLimited);
    await ask('And a tent?');
    await expect.element(log.getByText('Rate limit exceeded. Please try again later.')).toBeVisible();
    expect(logged).toHaveBeenCalledOnce();
    worker.resetHandlers();
    await expect.element(send).toBeDisabled();
    await ask('Is it cold at night?');
    await expect.element(log.getByText('This page says: “The desert gets cold at night, so bring a hoodie.”')).toBeVisible();
    expect((await bodies())[2]).toEqual({
      model: 'perplexity/sonar',
      instructions,
      input: [user('What should I pack?'), assistant('This page says: “Pack sunscreen and a refillable bottle.”'), user('Is it cold at night?')],
      max_output_tokens: MAX_OUTPUT_TOKENS,
    });
  });

  it('shows a typing spinner and disables the form while a reply is pending; closing cancels it', async () => {
    worker.use(perplexityScenarios.hang);
    const { screen, dialog, log, ask, open, messageField, send, launcher } = await renderPage(KEY);
    await open();
    await ask('Anyone there?');
    await expect.element(dialog.getByRole('status')).toHaveTextContent('The assistant is typing…');
    await expect.element(messageField).toHaveAttribute('aria-disabled', 'true');
    await expect.element(messageField).toHaveAttribute('readonly');
    await expect.element(messageField).toHaveFocus();
    await expect.element(send).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(launcher).toHaveFocus();
    await launcher.click({ force: true });
    await expect.element(log).toHaveTextContent(/Anyone there\?$/);
    await expect.element(dialog.getByRole('status')).not.toBeInTheDocument();
    await expect.element(messageField).not.toHaveAttribute('aria-disabled');
  });

  it('closes the dialog, cancelling the request, when the visitor moves to another page', async () => {
    worker.use(perplexityScenarios.hang);
    const { screen, location, launcher, log, ask, open } = await renderPage(KEY);
    await open();
    await ask('Anyone there?');
    location.navigate('/festival-calendar');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'false');
    await launcher.click({ force: true });
    await expect.element(log).toHaveTextContent(/Anyone there\?$/);
  });

  const failures: { name: string; key?: string; handler?: (typeof perplexityHandlers)[number]; message: string }[] = [
    { name: 'a rejected key (401 HTML page)', key: 'not-a-key', handler: undefined, message: 'API request failed with status 401' },
    { name: 'a blocked key (403)', key: perplexityTestKeys.blocked, message: 'This API key is blocked.' },
    { name: 'the rate limit (429)', key: perplexityTestKeys.rateLimited, message: 'Rate limit exceeded. Please try again later.' },
    { name: 'a server error (500)', key: perplexityTestKeys.serverError, message: 'Internal server error' },
    { name: 'a failed run (200)', key: perplexityTestKeys.failed, message: 'The response could not be generated. Please try again.' },
    { name: 'a failed run without an error (200)', handler: perplexityScenarios.failedWithoutError, message: 'API request failed with status 200' },
    { name: 'a network failure', handler: perplexityScenarios.networkError, message: NETWORK_FAILURE_MESSAGE },
  ];
  for (const { name, key = KEY, handler, message } of failures) {
    it(`shows ${name} as a bot message, logs it without the key, and keeps the key`, async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      if (handler) worker.use(handler);
      const { log, ask, open } = await renderPage(key);
      await open();
      await ask('Hello?');
      await expect.element(log.getByText(message)).toBeVisible();
      expect(logged).toHaveBeenCalledOnce();
      const [, error] = logged.mock.calls[0] ?? [];
      expect(`${String(error)} ${String((error as Error).cause)}`).not.toContain(key);
      expect(localStorage.getItem('perplexity_api_key')).toBe(key);
    });
  }

  it('says "I\'m not sure how to respond to that." for an empty answer', async () => {
    worker.use(perplexityScenarios.emptyAnswer);
    const { log, ask, open } = await renderPage(KEY);
    await open();
    await ask('Hello?');
    await expect.element(log.getByText("I'm not sure how to respond to that.")).toBeVisible();
  });

  it('says when an answer was cut off, and replays only the provider’s text', async () => {
    const { log, ask, open } = await renderPage(perplexityTestKeys.incomplete);
    await open();
    await ask('What should I wear at night?');
    const cutOff = log.getByText(/This page says: “The desert\s+\(The answer was cut off here\.\)$/);
    await expect.element(cutOff).toBeVisible();
    expect(cutOff.element().textContent).toContain(`This page says: “The desert${CUT_OFF_NOTE}`);
    await ask('And a tent?');
    await expect.element(log.getByText('And a tent?')).toBeVisible();
    await expect.poll(() => sent.length).toBe(2);
    expect((await bodies())[1]?.input).toEqual([user('What should I wear at night?'), assistant('This page says: “The desert'), user('And a tent?')]);
  });

  it('gives up on a reply that never comes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(perplexityScenarios.hang);
    const { dialog, log, ask, open, messageField } = await renderPage(KEY);
    await open();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    await ask('Anyone there?');
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_TIMEOUT_MS);
    vi.useRealTimers();
    await expect.element(log.getByText('The assistant took too long to answer, so the request was cancelled. Please try again.')).toBeVisible();
    await expect.element(dialog.getByRole('status')).not.toBeInTheDocument();
    await expect.element(messageField).not.toHaveAttribute('aria-disabled');
  });

  it('shows markup in a reply as text, and wraps long words', async () => {
    const reply = `<img src="x" onerror="window.chatInjected = true"><b>bold</b> ${'a'.repeat(300)}`;
    worker.use(perplexityScenarios.answer(reply));
    const { dialog, log, ask, open } = await renderPage(KEY);
    await open();
    await ask('Hello?');
    await expect.element(log.getByText(reply)).toBeVisible();
    expect(dialog.element().querySelector('img, b')).toBeNull();
    expect((window as { chatInjected?: boolean }).chatInjected).toBeUndefined();
    const scroller = log.element();
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  });

  it('forgets the key on request', async () => {
    const { dialog, log, open } = await renderPage(KEY);
    await open();
    await dialog.getByRole('button', { name: 'Forget key' }).click();
    expect(localStorage.getItem('perplexity_api_key')).toBeNull();
    await expect.element(log).toHaveTextContent(/^Assistant: To get started, please enter your Perplexity API key below\.$/);
    await expect.element(dialog.getByLabelText('Perplexity API Key')).toHaveFocus();
  });

  it('treats a blank stored key as none, and removes it', async () => {
    const { dialog, open } = await renderPage('   ');
    await open();
    await expect.element(dialog.getByLabelText('Perplexity API Key')).toBeVisible();
    expect(localStorage.getItem('perplexity_api_key')).toBeNull();
  });
});

describe('launcher motion', () => {
  /** Milliseconds of a computed CSS time ('1.2s' or '500ms'). */
  const ms = (time: string) => parseFloat(time) * (time.endsWith('ms') ? 1 : 1000);

  it('bounces a few times, then keeps still, all within 5 seconds (WCAG 2.2.2)', async () => {
    const { screen } = await renderWithRouter(<ChatLauncher />);
    const button = screen.getByRole('button', { name: 'Open chatbot' }).element();
    const style = getComputedStyle(button);
    const iterations = Number(style.animationIterationCount);
    expect(style.animationName).not.toBe('none');
    expect(Number.isFinite(iterations)).toBe(true);
    expect(iterations).toBeLessThanOrEqual(3);
    expect(ms(style.animationDelay) + ms(style.animationDuration) * iterations).toBeLessThanOrEqual(5000);
    expect(style.animationFillMode).toMatch(/^(forwards|both)$/);

    const animations = button.getAnimations();
    expect(animations).toHaveLength(1);
    const timing = animations[0]?.effect?.getComputedTiming();
    expect(timing?.iterations).toBe(iterations);
    expect(Number(timing?.endTime)).toBeLessThanOrEqual(5000);
    // Once over, the button rests where it started.
    animations[0]?.finish();
    expect(animations[0]?.playState).toBe('finished');
    expect(new DOMMatrix(getComputedStyle(button).transform).m42).toBe(0);
  });

  it('does not move at all when the visitor asks for reduced motion', async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
    try {
      const { screen } = await renderWithRouter(<ChatLauncher />);
      const button = screen.getByRole('button', { name: 'Open chatbot' }).element();
      expect(getComputedStyle(button).animationName).toBe('none');
      expect(button.getAnimations()).toHaveLength(0);
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});
