import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { perplexityHandlers } from '#mocks/perplexity';
import { storageKeys } from '#src/lib/storage';
import { startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import { ChatLauncher } from './ChatLauncher';

const worker = startMockWorker(perplexityHandlers, (url) => url.hostname.endsWith('perplexity.ai'));
const perplexityRequests: string[] = [];
worker.events.on('request:start', ({ request }) => {
  if (new URL(request.url).hostname.endsWith('perplexity.ai')) perplexityRequests.push(request.url);
});

let online = false;

beforeEach(() => {
  online = false;
  perplexityRequests.length = 0;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  localStorage.setItem(storageKeys.perplexityApiKey, 'pplx-test-key');
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openChat() {
  const { screen } = await renderWithRouter(
    <>
      <main>
        <h1>Coachella Guide</h1>
      </main>
      <ChatLauncher />
    </>,
    '/festival-guides/coachella',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open chatbot' }));
  const dialog = screen.getByRole('dialog', { name: 'AI Festival Assistant' });
  await expect.element(dialog).toBeVisible();
  return dialog;
}

describe('chat assistant offline', () => {
  it('says it needs a connection instead of offering to send', async () => {
    const dialog = await openChat();
    await expect.element(dialog.getByRole('status').getByText(/The assistant needs a connection/)).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await expect.element(dialog.getByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(perplexityRequests).toEqual([]);
  });

  it('keeps a question typed before the connection dropped, and offers it again when it is back', async () => {
    online = true;
    const dialog = await openChat();
    const field = dialog.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'What should I pack?');
    online = false;
    window.dispatchEvent(new Event('offline'));
    await expect.element(dialog.getByText(/The assistant needs a connection/)).toBeVisible();
    await expect.element(field).not.toBeInTheDocument();
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect.element(field).toHaveValue('What should I pack?');
    await expect.element(dialog.getByText(/The assistant needs a connection/)).not.toBeInTheDocument();
    expect(perplexityRequests).toEqual([]);
  });
});
