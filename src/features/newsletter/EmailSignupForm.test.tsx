import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { EmailSignupForm } from './EmailSignupForm';

const ERROR = 'Please enter a valid email address.';

async function renderForm() {
  const screen = await render(
    <>
      <EmailSignupForm
        id="test-signup"
        formLabel="Test sign-up"
        submitLabel="Sign me up"
        success={{ title: 'Welcome aboard!', description: 'We will be in touch.' }}
      />
      <Toaster />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Test sign-up' });
  return { screen, form, field: form.getByRole('textbox', { name: 'Email address' }), submit: form.getByRole('button', { name: 'Sign me up' }) };
}

describe('email sign-up form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives a native submission nothing to send: the field has no name, the form cannot navigate', async () => {
    const { form, field } = await renderForm();
    await expect.element(form).toHaveAttribute('method', 'dialog');
    await expect.element(form).not.toHaveAttribute('action');
    await expect.element(field).not.toHaveAttribute('name');
  });

  it('shows no error while the visitor types before the first submit', async () => {
    const { form, field } = await renderForm();
    await field.fill('rav');
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await expect.element(form.getByText(ERROR)).not.toBeInTheDocument();
  });

  it('rejects an empty address on submit, announces the error and ties it to the field', async () => {
    const { form, field, submit } = await renderForm();
    await submit.click();
    const alert = form.getByRole('alert');
    await expect.element(alert).toHaveTextContent(ERROR);
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription(ERROR);
    await expect.element(field).toHaveFocus();
  });

  it('rejects a malformed address, then re-validates on every change', async () => {
    const { form, field, submit } = await renderForm();
    await field.fill('raver@');
    await submit.click();
    await expect.element(form.getByRole('alert')).toHaveTextContent(ERROR);
    await field.fill('raver@example.com');
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await expect.element(form.getByText(ERROR)).not.toBeInTheDocument();
    await field.fill('raver@example');
    await expect.element(form.getByRole('alert')).toHaveTextContent(ERROR);
  });

  it('on success logs the address locally only, shows the toast and resets the field', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(window, 'fetch');
    const { screen, field, submit } = await renderForm();
    await field.fill('raver@example.com');
    await submit.click();
    await expect.element(screen.getByText('Welcome aboard!')).toBeVisible();
    await expect.element(screen.getByText('We will be in touch.')).toBeVisible();
    await expect.element(field).toHaveValue('');
    expect(info).toHaveBeenCalledWith('Test sign-up:', 'raver@example.com');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('starts afresh after a success: no error until the next submit', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { form, field, submit } = await renderForm();
    await field.fill('raver@example.com');
    await submit.click();
    await expect.element(field).toHaveValue('');
    await field.fill('x');
    await expect.element(form.getByText(ERROR)).not.toBeInTheDocument();
  });

  it('can be completed with the keyboard alone', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { screen, field } = await renderForm();
    await userEvent.keyboard('{Tab}');
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('alert')).toHaveTextContent(ERROR);
    await userEvent.keyboard('raver@example.com{Enter}');
    await expect.element(screen.getByText('Welcome aboard!')).toBeVisible();
    expect(info).toHaveBeenCalledWith('Test sign-up:', 'raver@example.com');
  });
});
