import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { ChatMessage } from '#machines/chat.machine';
import { MessageList } from './MessageList';

const long = (n: number) => `${n}: ${'The shuttle runs from hotels across the valley every twenty minutes. '.repeat(3)}`;
const question = (n: number): ChatMessage => ({ role: 'user', content: long(n) });
const answer = (n: number): ChatMessage => ({ role: 'bot', kind: 'answer', content: long(n) });

/** A conversation of `exchanges` questions and their answers. */
const conversation = (exchanges: number) => Array.from({ length: exchanges }, (_, n) => [question(n), answer(n)]).flat();

let frame: HTMLElement | undefined;

afterEach(() => {
  frame?.remove();
  frame = undefined;
});

/** The list in a column as tall as the dialog leaves it, as in the chat dialog. */
async function renderList(messages: readonly ChatMessage[], busy = false) {
  frame = document.createElement('div');
  Object.assign(frame.style, { display: 'flex', flexDirection: 'column', width: '320px', height: '360px' });
  document.body.append(frame);
  const screen = await render(<MessageList messages={messages} busy={busy} />, { container: frame });
  const log = screen.getByRole('log', { name: 'Conversation' }).element() as HTMLElement;
  return { screen, log, frame };
}

const distanceFromEnd = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight;

async function expectAtEnd(log: HTMLElement) {
  await expect.poll(() => distanceFromEnd(log)).toBeLessThanOrEqual(1);
}

/** Resolves once the log has not scrolled for 150 ms: its own smooth scrolling has ended. */
async function scrollSettled(log: HTMLElement) {
  await new Promise<void>((resolve) => {
    let quiet = setTimeout(done, 150);
    function onScroll() {
      clearTimeout(quiet);
      quiet = setTimeout(done, 150);
    }
    function done() {
      log.removeEventListener('scroll', onScroll);
      resolve();
    }
    log.addEventListener('scroll', onScroll);
  });
}

/**
 * Scrolls as the visitor does once the log stands still, at once (no smooth scrolling): a scroll
 * event follows.
 */
async function visitorScrollsTo(log: HTMLElement, top: number) {
  await scrollSettled(log);
  log.scrollTo({ top, behavior: 'instant' });
  await new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
}

describe('message list', () => {
  it('shows the newest message of a long conversation', async () => {
    const { log } = await renderList(conversation(5));
    await expectAtEnd(log);
  });

  it('stays at the newest message when the log gets shorter, as when the counter shows under the field', async () => {
    const { log, frame } = await renderList(conversation(5));
    await expectAtEnd(log);
    frame.style.height = '240px';
    await expectAtEnd(log);
  });

  it('follows the messages when their layout changes after they were shown, as when the dialog narrows', async () => {
    const { log, frame } = await renderList(conversation(5));
    await expectAtEnd(log);
    frame.style.width = '240px';
    await expectAtEnd(log);
  });

  it('follows the pending reply and the reply that replaces it', async () => {
    const { screen, log } = await renderList([...conversation(5), question(6)], true);
    await expectAtEnd(log);
    await screen.rerender(<MessageList messages={[...conversation(5), question(6), answer(6)]} busy={false} />);
    await expectAtEnd(log);
  });

  it('leaves a visitor who scrolled up where they are, and follows again once they are back at the end', async () => {
    const { screen, log } = await renderList(conversation(5));
    await expectAtEnd(log);
    await visitorScrollsTo(log, 0);
    await screen.rerender(<MessageList messages={[...conversation(5), answer(6)]} busy={false} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(log.scrollTop).toBe(0);

    await visitorScrollsTo(log, log.scrollHeight);
    await screen.rerender(<MessageList messages={[...conversation(5), answer(6), answer(7)]} busy={false} />);
    await expectAtEnd(log);
  });

  it('shows the question a visitor sends, even after they scrolled up', async () => {
    const { screen, log } = await renderList(conversation(5));
    await expectAtEnd(log);
    await visitorScrollsTo(log, 0);
    await screen.rerender(<MessageList messages={[...conversation(5), question(6)]} busy />);
    await expectAtEnd(log);
  });
});
