import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FieldDescription, FieldInput, FieldLabel, TextField } from './TextField';

describe('TextField', () => {
  it('forwards its ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const screen = await render(<TextField id="tf-email" label="Email" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }).element());
  });

  it('passes every other input prop to the input', async () => {
    const screen = await render(
      <TextField id="tf-city" label="City" inputMode="text" maxLength={40} data-kind="city" aria-required="true" readOnly defaultValue="Boom" />,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    await expect.element(input).toHaveAttribute('inputmode', 'text');
    await expect.element(input).toHaveAttribute('maxlength', '40');
    await expect.element(input).toHaveAttribute('data-kind', 'city');
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    await expect.element(input).toHaveAttribute('readonly');
    await expect.element(input).toHaveValue('Boom');
  });

  it('keeps a description the caller ties to the input beside its error', async () => {
    const screen = await render(
      <>
        <p id="tf-hint">Where you sleep</p>
        <TextField id="tf-town" label="Town" aria-describedby="tf-hint" error="Enter a town" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Town' });
    await expect.element(input).toHaveAttribute('aria-describedby', 'tf-town-error tf-hint');
    await expect.element(input).toHaveAccessibleDescription('Enter a town Where you sleep');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts className on the field around the label and input', async () => {
    const screen = await render(<TextField id="tf-name" label="Name" className="wide" />);
    expect(screen.getByRole('textbox', { name: 'Name' }).element().closest('.wide')?.querySelector('label')?.textContent).toBe('Name');
  });

  it('disabled and accessibleWhenDisabled, its input keeps focus and text but takes no typing', async () => {
    const screen = await render(<TextField id="tf-q" label="Question" defaultValue="Tents?" disabled accessibleWhenDisabled />);
    const input = screen.getByRole('textbox', { name: 'Question' });
    await expect.element(input).toHaveAttribute('aria-disabled', 'true');
    await expect.element(input).toHaveAttribute('readonly');
    await expect.element(input).not.toHaveAttribute('disabled');
    (input.element() as HTMLInputElement).focus();
    await expect.element(input).toHaveFocus();
  });
});

describe('the parts of a text field', () => {
  it('compose a field laid out another way: label, control and description tied together', async () => {
    const screen = await render(
      <div>
        <FieldLabel htmlFor="tf-key">API Key</FieldLabel>
        <div>
          <FieldInput id="tf-key" type="password" aria-describedby="tf-key-help" />
          <button type="button">Set Key</button>
        </div>
        <FieldDescription id="tf-key-help">Keys start with pplx-.</FieldDescription>
      </div>,
    );
    const input = screen.getByLabelText('API Key');
    await expect.element(input).toHaveAccessibleDescription('Keys start with pplx-.');
    await expect.element(input).toHaveAttribute('type', 'password');
  });
});
