import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CHAT_FRAME_STAND_IN_ID, ChatFrame, ChatFrameStandIn } from './ChatFrame';

describe('chat frame', () => {
  it('is a busy dialog named like the assistant, with focus inside', async () => {
    const screen = await render(<ChatFrame onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'AI Festival Assistant' });
    await expect.element(dialog).toHaveAttribute('aria-busy', 'true');
    await expect.element(dialog).toHaveFocus();
    await expect.element(dialog.getByRole('status')).toHaveTextContent('Loading the assistant…');
  });

  it('closes with Escape or its close button', async () => {
    const onClose = vi.fn();
    const screen = await render(<ChatFrame onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await screen.getByRole('button', { name: 'Close chat' }).click();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has a hidden stand-in copy in the page that is not exposed and takes no focus', async () => {
    const screen = await render(<ChatFrameStandIn />);
    const standIn = document.getElementById(CHAT_FRAME_STAND_IN_ID);
    expect(standIn?.hidden).toBe(true);
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
  });
});
