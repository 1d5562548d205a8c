import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropConnection } from '#src/test/dropConnection';
import { renderWithRouter } from '#src/test/renderApp';
import { ChatLauncher } from './ChatLauncher';
import { LazyChatAssistant } from './LazyChatAssistant';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('chat launcher when the assistant fails to load', () => {
  it('says so in the dialog frame, keeps the page, and opens the assistant on Try again', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { reconnect } = dropConnection(LazyChatAssistant);
    const { screen } = await renderWithRouter(
      <>
        <main>
          <h1>Coachella Guide</h1>
        </main>
        <ChatLauncher />
      </>,
    );
    const launcher = screen.getByRole('button', { name: 'Open chatbot' });
    await launcher.click({ force: true });

    const dialog = screen.getByRole('dialog', { name: 'AI Festival Assistant' });
    await expect.element(dialog.getByRole('alert')).toHaveTextContent("Couldn't load this part of the page. Check your connection and try again.");
    await expect.element(dialog).not.toHaveAttribute('aria-busy', 'true');
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'true');

    reconnect();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect.element(dialog.getByLabelText('Perplexity API Key')).toBeVisible();
    await expect.element(dialog).not.toHaveAttribute('aria-busy');
  });

  it('after a failed idle prefetch, a press loads the assistant again', async () => {
    let becomeIdle: IdleRequestCallback | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      becomeIdle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { preload, reconnect } = dropConnection(LazyChatAssistant);
    const { screen } = await renderWithRouter(<ChatLauncher />);
    becomeIdle?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(preload).toHaveBeenCalledOnce();
    reconnect();

    await screen.getByRole('button', { name: 'Open chatbot' }).click({ force: true });
    const dialog = screen.getByRole('dialog', { name: 'AI Festival Assistant' });
    await expect.element(dialog.getByLabelText('Perplexity API Key')).toBeVisible();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it('closes the failed frame with its close button, and a new press loads again', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { reconnect } = dropConnection(LazyChatAssistant);
    const { screen } = await renderWithRouter(<ChatLauncher />);
    const launcher = screen.getByRole('button', { name: 'Open chatbot' });
    await launcher.click({ force: true });
    const dialog = screen.getByRole('dialog', { name: 'AI Festival Assistant' });
    await expect.element(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close chat' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(launcher).toHaveFocus();
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'false');

    reconnect();
    await launcher.click({ force: true });
    await expect.element(screen.getByRole('dialog', { name: 'AI Festival Assistant' }).getByLabelText('Perplexity API Key')).toBeVisible();
  });
});
