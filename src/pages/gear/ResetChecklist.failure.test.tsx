import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { dropConnection } from '#src/test/dropConnection';
import { LazyResetChecklistDialog } from './LazyResetChecklistDialog';
import { ResetChecklist } from './ResetChecklist';

function Checklist() {
  const first = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={first} type="checkbox" aria-label="Packed LED Headlamp" defaultChecked />
      <ResetChecklist packedCount={1} focusAfterReset={first} />
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Reset checklist when its dialog fails to load', () => {
  it('says so by the button when the dialog fails to load, and asks on Try again', async () => {
    const { preload, reconnect } = dropConnection(LazyResetChecklistDialog);
    const screen = await render(<Checklist />);
    const reset = screen.getByRole('button', { name: 'Reset checklist' });
    await reset.click();
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent("Couldn't load this part of the page. Check your connection and try again.");
    await expect.element(reset).not.toHaveAttribute('aria-busy');
    expect(preload).toHaveBeenCalledOnce();

    reconnect();
    await alert.getByRole('button', { name: 'Try again' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Reset the checklist?' });
    await expect.element(dialog).toBeVisible();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(dialog.getByRole('button', { name: 'Keep my ticks' })).toHaveFocus();
  });

  it('loads again on the next press of Reset checklist', async () => {
    const { reconnect } = dropConnection(LazyResetChecklistDialog);
    const screen = await render(<Checklist />);
    const reset = screen.getByRole('button', { name: 'Reset checklist' });
    await reset.click();
    await expect.element(screen.getByRole('alert')).toBeVisible();
    reconnect();
    await reset.click();
    await expect.element(screen.getByRole('alertdialog', { name: 'Reset the checklist?' })).toBeVisible();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });
});
