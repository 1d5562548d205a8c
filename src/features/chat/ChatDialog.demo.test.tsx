import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createActor } from 'xstate';
import { renderWithRouter } from '#src/test/renderApp';
import { assistantMachine } from './assistantMachine';
import ChatDialog from './ChatDialog';

// Demo mode (`npm start` with nothing configured) unless a test turns it off.
const config = vi.hoisted(() => ({
  env: { googleMapsApiKey: undefined, googleMapsMapId: 'DEMO_MAP_ID', supabase: undefined, isDev: true, isDemo: true },
}));
vi.mock('#src/lib/env', () => config);

const demoNote = 'Demo mode: Perplexity is simulated, and the answers only quote this page.';
const demoKey = 'In the demo, type any key that starts with pplx-, such as pplx-demo.';
const keyWarning = 'Perplexity keys start with pplx-: check that you copied the whole key.';

beforeEach(() => {
  config.env.isDemo = true;
});

afterEach(async () => {
  await page.viewport(414, 896);
});

async function openDialog() {
  const actor = createActor(assistantMachine).start();
  actor.send({ type: 'OPEN' });
  const { screen } = await renderWithRouter(<ChatDialog actorRef={actor} open onClose={() => actor.send({ type: 'CLOSE' })} returnFocusTo={createRef()} />, '/festival-guides/coachella');
  const dialog = screen.getByRole('dialog', { name: 'AI Festival Assistant' });
  await expect.element(dialog).toBeVisible();
  return { dialog, keyField: dialog.getByLabelText('Perplexity API Key'), setKey: dialog.getByRole('button', { name: 'Set Key' }) };
}

describe('the chat dialog in demo mode', () => {
  it('says it is a demo, as its description, and which key to type', async () => {
    const { dialog } = await openDialog();
    await expect.element(dialog).toHaveAccessibleDescription(demoNote);
    await expect.element(dialog.getByText(demoNote)).toBeVisible();
    await expect.element(dialog.getByText(demoKey)).toBeVisible();
  });

  it('says neither outside demo mode', async () => {
    config.env.isDemo = false;
    const { dialog } = await openDialog();
    await expect.element(dialog.getByText(demoNote)).not.toBeInTheDocument();
    await expect.element(dialog.getByText(demoKey)).not.toBeInTheDocument();
    await expect.element(dialog.getByText('Your key needs Agent API access.')).toBeVisible();
  });
});

describe('the key form', () => {
  it('gently warns about a key that does not start with pplx-, and still takes it', async () => {
    const { dialog, keyField, setKey } = await openDialog();
    const warning = dialog.getByRole('status').filter({ hasText: keyWarning });
    await keyField.fill('pplx');
    await expect.element(warning).not.toBeInTheDocument();
    await keyField.fill('sk-live-123');
    await expect.element(warning).toBeVisible();
    await expect.element(keyField).toHaveAccessibleDescription(keyWarning);
    await expect.element(keyField).not.toHaveAttribute('aria-invalid');
    await expect.element(setKey).toBeEnabled();
    await keyField.fill('  pplx-abc123');
    await expect.element(warning).not.toBeInTheDocument();
    await keyField.fill('sk-live-123');
    await setKey.click();
    await expect.element(dialog.getByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(localStorage.getItem('perplexity_api_key')).toBe('sk-live-123');
  });

  it('warns outside demo mode too', async () => {
    config.env.isDemo = false;
    const { dialog, keyField } = await openDialog();
    await keyField.fill('my-key');
    await expect.element(dialog.getByText(keyWarning)).toBeVisible();
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    it(`keeps 'Set Key' on one line at ${width} px, with the warning and a long key typed`, async () => {
      await page.viewport(width, height);
      const { keyField, setKey } = await openDialog();
      await keyField.fill(`sk-${'x'.repeat(80)}`);
      await userEvent.tab();
      const button = setKey.element();
      const label = document.createRange();
      label.selectNodeContents(button);
      const lineHeight = Number.parseFloat(getComputedStyle(button).lineHeight);
      const lines = new Set([...label.getClientRects()].map((rect) => Math.round(rect.top)));
      expect(lines.size).toBe(1);
      expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
      expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    });
  }
});
