import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { SafeForm } from './SafeForm';

async function renderSafeForm(onSubmit?: (event: FormEvent<HTMLFormElement>) => void) {
  const screen = await render(
    <SafeForm aria-label="Safe" onSubmit={onSubmit}>
      <label htmlFor="safe-email">Email</label>
      <input id="safe-email" type="email" />
      <button type="submit">Send</button>
    </SafeForm>,
  );
  return { screen, form: screen.getByRole('form', { name: 'Safe' }), field: screen.getByRole('textbox', { name: 'Email' }) };
}

describe('SafeForm', () => {
  it('renders a form that a browser cannot submit anywhere: method dialog, no action, no native validation', async () => {
    const { form } = await renderSafeForm();
    await expect.element(form).toHaveAttribute('method', 'dialog');
    await expect.element(form).not.toHaveAttribute('action');
    await expect.element(form).toHaveAttribute('novalidate');
  });

  it('cancels the native submission, then calls onSubmit', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => event.defaultPrevented);
    const { field } = await renderSafeForm(onSubmit);
    const before = window.location.href;
    await field.fill('raver@example.com');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.results[0]?.value).toBe(true);
    expect(window.location.href).toBe(before);
    await expect.element(field).toHaveValue('raver@example.com');
  });

  it('stays put without an onSubmit (an inert form)', async () => {
    const { screen, field } = await renderSafeForm();
    const before = window.location.href;
    await field.fill('raver@example.com');
    await screen.getByRole('button', { name: 'Send' }).click();
    expect(window.location.href).toBe(before);
    await expect.element(field).toHaveValue('raver@example.com');
  });

  it('leaves the method and action out of the caller’s hands', async () => {
    // @ts-expect-error: a caller cannot choose how the form is submitted.
    const screen = await render(<SafeForm aria-label="Overridden" method="get" action="/elsewhere" />);
    const form = screen.getByRole('form', { name: 'Overridden' });
    await expect.element(form).toHaveAttribute('method', 'dialog');
    await expect.element(form).not.toHaveAttribute('action');
  });
});
