import type { Page } from '@playwright/test';
import { site } from '../content/site';
import { perplexityHandlers } from '../mocks/perplexity';
import { assistantInstructions, NETWORK_FAILURE_MESSAGE } from '../src/lib/perplexity';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { mockServices } from './mockServices';

const KEY = 'pplx-e2e-key';
const shuttleAnswer = 'This page says: “The official shuttle runs from hotels across the valley, which saves you from traffic and parking.”';

async function openGuide(page: Page, handlers = perplexityHandlers) {
  const sent = await mockServices(page, site.perplexity.chatCompletionsUrl, handlers);
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
  return { launcher, dialog, log, posts, ask, open };
}

test('a visitor sets a key, asks about the page, and gets an answer from its text', async ({ page, pageErrors }) => {
  test.slow();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const { dialog, log, posts, ask, open } = await openGuide(page);
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
  expect(posts()).toEqual([
    {
      url: 'https://api.perplexity.ai/chat/completions',
      method: 'POST',
      body: {
        model: 'sonar',
        messages: [
          { role: 'system', content: `${assistantInstructions}\n\n${pageText}` },
          { role: 'user', content: 'Is there a shuttle?' },
        ],
      },
    },
  ]);

  await ask('How far is Palm Springs International?');
  await expect(log.getByText('This page says: “Palm Springs International (PSP) is about 30 minutes from the Empire Polo Club.”')).toBeVisible();
  expect(posts()[1]?.body).toEqual({
    model: 'sonar',
    messages: [
      { role: 'system', content: `${assistantInstructions}\n\n${pageText}` },
      { role: 'user', content: 'Is there a shuttle?' },
      { role: 'assistant', content: shuttleAnswer },
      { role: 'user', content: 'How far is Palm Springs International?' },
    ],
  });
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
  await page.unroute(site.perplexity.chatCompletionsUrl);
  // The connection drops (mockServices fulfils rather than aborts MSW's `HttpResponse.error()`).
  await page.route(site.perplexity.chatCompletionsUrl, (route) => route.abort('internetdisconnected'));
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
  await page.route(site.perplexity.chatCompletionsUrl, () => {});
  await open();
  await ask('Is there a shuttle?');
  await expect(dialog.getByRole('status')).toHaveText('The assistant is typing…');
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
  await open();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(log).toHaveText(/Is there a shuttle\?$/);
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
