import type { Page } from '@playwright/test';
import { MAX_MESSAGE_LENGTH } from '../machines/chat.machine';
import { perplexityHandlers, perplexityScenarios, perplexityTestKeys } from '../mocks/perplexity';
import { assistantInstructions, CUT_OFF_NOTE, MAX_OUTPUT_TOKENS, NETWORK_FAILURE_MESSAGE, REQUEST_BUDGET_BYTES } from '../src/features/chat/perplexity';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { mockServices } from '../scenarios/mockServices';

const KEY = 'pplx-e2e-key';
const shuttleAnswer = 'This page says, under “Trains, Buses and Shuttles”: “The official shuttle is a pass you buy on top of your wristband.”';
/** Every Perplexity endpoint, the retired chat completions included, is answered by the same handlers. */
const perplexityApi = 'https://api.perplexity.ai/**';
const agentUrl = 'https://api.perplexity.ai/v1/agent';
const user = (content: string) => ({ type: 'message', role: 'user', content });

async function openGuide(page: Page, handlers = perplexityHandlers) {
  const sent = await mockServices(page, perplexityApi, handlers);
  /** Every request the page makes, to show that none still goes to the retired endpoint. */
  const requested: string[] = [];
  page.on('request', (request) => requested.push(`${request.method()} ${request.url()}`));
  await page.goto('/festival-guides/coachella');
  await waitForHydration(page);
  const launcher = page.getByRole('button', { name: 'Open chatbot' });
  const dialog = page.getByRole('dialog', { name: 'AI Festival Assistant' });
  const log = dialog.getByRole('log', { name: 'Conversation' });
  const posts = () => sent.filter((request) => request.method === 'POST');
  const ask = async (question: string) => {
    await dialog.getByRole('textbox', { name: 'Message' }).fill(question);
    await dialog.getByRole('button', { name: 'Send message' }).click();
  };
  // The launcher bounces, so it is never "stable" for a pointer click.
  const open = () => launcher.click({ force: true });
  const setKey = async (key: string) => {
    await dialog.getByLabel('Perplexity API Key').fill(key);
    await dialog.getByRole('button', { name: 'Set Key' }).click();
  };
  return { launcher, dialog, log, posts, requested, ask, open, setKey };
}

test('a visitor sets a key, asks about the page, and gets an answer from its text', async ({ page, pageErrors }) => {
  test.slow();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const { dialog, log, posts, requested, ask, open } = await openGuide(page);
  expect(scripts.join(' ')).not.toContain('ChatDialog');
  await open();
  await expect(dialog).toBeVisible();
  expect(scripts.join(' ')).toContain('ChatAssistant');
  await expect(log).toHaveText('Assistant: To get started, please enter your Perplexity API key below.');
  await expect(dialog.getByLabel('Perplexity API Key')).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Perplexity API Key').fill(` ${KEY} `);
  await dialog.getByRole('button', { name: 'Set Key' }).click();
  await expect(log).toHaveText("Assistant: API Key set! Hi! I'm ready to help. Ask me anything about this page.");
  expect(await page.evaluate(() => localStorage.getItem('perplexity_api_key'))).toBe(KEY);
  await expectNoAxeViolations(page);

  await ask('Is there a shuttle?');
  await expect(log.getByText(shuttleAnswer)).toBeVisible();
  await expectNoAxeViolations(page);

  const pageText = await page.locator('main').innerText();
  expect(pageText).toContain('Coachella Guide');
  const instructions = `${assistantInstructions}\n\n${pageText}`;
  expect(posts()).toEqual([
    {
      url: agentUrl,
      method: 'POST',
      body: { model: 'perplexity/sonar', instructions, input: [user('Is there a shuttle?')], max_output_tokens: MAX_OUTPUT_TOKENS },
      headers: expect.objectContaining({ authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }),
    },
  ]);

  await ask('How far is Palm Springs International?');
  await expect(log.getByText('This page says, under “Nearest Airports”: “Palm Springs International (PSP): The closest airport, about 23 miles (37 km) from the polo fields: a 35 to 45 minute drive.”')).toBeVisible();
  expect(posts()[1]?.body).toEqual({
    model: 'perplexity/sonar',
    instructions,
    input: [user('Is there a shuttle?'), { type: 'message', role: 'assistant', content: shuttleAnswer }, user('How far is Palm Springs International?')],
    max_output_tokens: MAX_OUTPUT_TOKENS,
  });
  expect(posts().map(({ url }) => url)).toEqual([agentUrl, agentUrl]);
  expect(requested.filter((request) => request.includes('/chat/completions'))).toEqual([]);
  expect(requested.filter((request) => request.startsWith('POST https://api.perplexity.ai/'))).toEqual([`POST ${agentUrl}`, `POST ${agentUrl}`]);
  expect(pageErrors).toEqual([]);
});

test('a browser that will not store the key: the visitor is told, and the key serves the rest of the visit', async ({ page, pageErrors }) => {
  test.slow();
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const { dialog, log, posts, ask, open, setKey } = await openGuide(page);
  await open();
  await setKey(KEY);
  await expect(log).toHaveText([
    'Assistant: Your key is kept for this visit only: this browser did not let us save it.',
    "Assistant: Hi! I'm ready to help. Ask me anything about this page.",
  ].join(''));
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Another page of the same visit: the key is still there.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Travel' }).click();
  await expect(page).toHaveURL(/\/travel-deals$/);
  await open();
  await ask('Is there a shuttle?');
  await expect.poll(() => posts().length).toBe(1);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('perplexity_api_key'))).toBeNull();
  expect(pageErrors).toEqual([]);
});

test('a long message: a counter near the limit, no sending past it, and a long conversation the API never refuses', async ({ page, pageErrors }) => {
  test.slow();
  await page.addInitScript((key) => localStorage.setItem('perplexity_api_key', key), KEY);
  const { dialog, posts, ask, open } = await openGuide(page);
  await open();
  const field = dialog.getByRole('textbox', { name: 'Message' });
  const send = dialog.getByRole('button', { name: 'Send message' });
  await field.fill('x'.repeat(3_000));
  await expect(dialog.getByText(/characters? (left|too many)$/)).toHaveCount(0);
  await field.fill('x'.repeat(3_700));
  await expect(field).toHaveAccessibleDescription('300 characters left');
  await expect(dialog.getByText('300 characters left').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await field.fill('x'.repeat(MAX_MESSAGE_LENGTH + 10));
  await expect(field).toHaveAccessibleDescription('10 characters too many');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(send).toBeDisabled();
  await field.press('Enter');
  await expect(field).toHaveValue('x'.repeat(MAX_MESSAGE_LENGTH + 10));
  await expectNoAxeViolations(page);
  expect(posts()).toHaveLength(0);

  // Questions at the limit, three bytes a character: well past the model's window if all were replayed.
  const question = (n: number) => `${n} ${'漢'.repeat(MAX_MESSAGE_LENGTH - 3)}`;
  for (let n = 10; n < 22; n += 1) {
    await ask(question(n));
    await expect.poll(() => posts().length).toBe(n - 9);
    await expect(field).toBeEnabled();
  }
  const last = posts().at(-1)?.body as { input: { content: string }[] };
  expect(new TextEncoder().encode(JSON.stringify(last)).length).toBeLessThanOrEqual(REQUEST_BUDGET_BYTES);
  expect(last.input.at(-1)?.content).toBe(question(21));
  expect(pageErrors).toEqual([]);
});

test('a rejected key and a lost connection are explained, and the key is kept', async ({ page, pageErrors }) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('perplexity_api_key', 'wrong-key'));
  const { launcher, dialog, log, ask, open } = await openGuide(page);
  await open();
  await ask('Is there a shuttle?');
  await expect(log.getByText('API request failed with status 401')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute(perplexityApi);
  // The connection drops (mockServices fulfils rather than aborts MSW's `HttpResponse.error()`).
  await page.route(perplexityApi, (route) => route.abort('internetdisconnected'));
  await ask('Anyone?');
  await expect(log.getByText(NETWORK_FAILURE_MESSAGE)).toBeVisible();
  expect(pageErrors.filter((error) => error.includes('The chat assistant could not answer.'))).toHaveLength(2);
  expect(pageErrors.join(' ')).not.toContain('wrong-key');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('perplexity_api_key'))).toBe('wrong-key');
});

test('while a reply is pending the form waits with a spinner; closing the dialog gives it up', async ({ page, pageErrors }) => {
  test.slow();
  await page.addInitScript((key) => localStorage.setItem('perplexity_api_key', key), KEY);
  const { launcher, dialog, log, ask, open } = await openGuide(page);
  // A reply that never comes (mockServices cannot hold a request open without stalling the page).
  await page.route(agentUrl, () => {});
  await open();
  await ask('Is there a shuttle?');
  await expect(dialog.getByRole('status')).toHaveText('The assistant is typing…');
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  // Only the dialog: the pending state ends when the reply times out, and the page was checked before.
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
  await open();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(log).toHaveText(/Is there a shuttle\?$/);
  expect(pageErrors).toEqual([]);
});

test('the API’s refusals, a failed run and a cut-off answer are shown as the API reports them', async ({ page, pageErrors }) => {
  test.slow();
  await page.addInitScript((key) => localStorage.setItem('perplexity_api_key', key), perplexityTestKeys.incomplete);
  const { dialog, log, ask, open, setKey } = await openGuide(page);
  await open();
  await ask('Is there a shuttle?');
  await expect(log).toContainText(`This page says, under “Trains,${CUT_OFF_NOTE}`);
  await expectNoAxeViolations(page);

  const outcomes = [
    { key: perplexityTestKeys.failed, message: 'The response could not be generated. Please try again.' },
    { key: perplexityTestKeys.blocked, message: 'This API key is blocked.' },
    { key: perplexityTestKeys.rateLimited, message: 'Rate limit exceeded. Please try again later.' },
    { key: perplexityTestKeys.serverError, message: 'Internal server error' },
  ];
  for (const { key, message } of outcomes) {
    await dialog.getByRole('button', { name: 'Forget key' }).click();
    await setKey(key);
    await ask('Is there a shuttle?');
    await expect(log.getByText(message)).toBeVisible();
  }
  expect(pageErrors.filter((error) => error.includes('The chat assistant could not answer.'))).toHaveLength(outcomes.length);
});

test('the message list keeps the latest message in view', async ({ page, pageErrors }) => {
  test.slow();
  await page.addInitScript((key) => localStorage.setItem('perplexity_api_key', key), KEY);
  const reply = 'The official shuttle runs from hotels across the valley, every twenty minutes from noon. '.repeat(4).trim();
  const { dialog, log, open } = await openGuide(page, [perplexityScenarios.answer(reply), ...perplexityHandlers]);
  await open();
  const field = dialog.getByRole('textbox', { name: 'Message' });
  const newest = log.getByRole('paragraph').last();
  for (let n = 1; n <= 5; n += 1) {
    // A question near the limit: the counter shows under the field, and the log gets shorter.
    await field.fill(`${n} ${'x'.repeat(MAX_MESSAGE_LENGTH - 100)}`);
    await expect(dialog.getByText('98 characters left')).toBeVisible();
    if (n > 1) await expect(newest, `reply ${n - 1} while question ${n} is typed`).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(log.getByText(reply)).toHaveCount(n);
    await expect(newest).toHaveText(`Assistant: ${reply}`);
    await expect(newest, `reply ${n}`).toBeInViewport({ ratio: 1 });
  }
  expect(pageErrors).toEqual([]);
});

for (const { width, dialogWidth } of [
  { width: 320, dialogWidth: 288 },
  { width: 1280, dialogWidth: 425 },
]) {
  test(`at ${width} px the dialog is 80% of the viewport tall and ${dialogWidth} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const { dialog, open } = await openGuide(page);
    await open();
    // The dialog opens once its code has loaded and the press has painted; its box is read then.
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeCloseTo(dialogWidth, 0);
    expect(box?.height).toBeCloseTo(640, 0);
  });
}

test('the launcher stops bouncing for visitors who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { launcher } = await openGuide(page);
  expect(await launcher.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await launcher.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
});
