import { afterEach, describe, expect, it } from 'vitest';
import { focusAfterPaint } from './focusAfterPaint';

const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function buttons(...names: string[]) {
  return names.map((name) => {
    const button = document.createElement('button');
    button.textContent = name;
    document.body.append(button);
    return button;
  });
}

afterEach(() => document.body.replaceChildren());

describe('focus moved after the first paint', () => {
  it('leaves focus where it is until the frame has painted, then moves it, and tells Ariakit not to', async () => {
    const [opener, target] = buttons('Open', 'Close');
    opener!.focus();
    expect(focusAfterPaint(target!)).toBe(false);
    await new Promise(requestAnimationFrame);
    expect(document.activeElement).toBe(opener);
    await afterPaint();
    expect(document.activeElement).toBe(target);
  });

  it('does not take focus back from where the visitor moved it in the meantime', async () => {
    const [opener, target, chosen] = buttons('Open', 'Close', 'A day');
    opener!.focus();
    focusAfterPaint(target!);
    chosen!.focus();
    await afterPaint();
    await afterPaint();
    expect(document.activeElement).toBe(chosen);
  });

  it('moves focus that has fallen to the page in the meantime (the pressed button was disabled)', async () => {
    const [opener, target] = buttons('Send', 'Message');
    opener!.focus();
    focusAfterPaint(target!);
    opener!.blur();
    expect(document.activeElement).toBe(document.body);
    await afterPaint();
    await afterPaint();
    expect(document.activeElement).toBe(target);
  });
});
