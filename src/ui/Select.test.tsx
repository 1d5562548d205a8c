import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Select } from './Select';

describe('Select', () => {
  it('is a select named by its label, with the options it is given', async () => {
    const screen = await render(
      <Select id="sel-country" label="Country" defaultValue="be">
        <option value="be">Belgium</option>
        <option value="hu">Hungary</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    await expect.element(select).toHaveValue('be');
    expect([...select.element().querySelectorAll('option')].map((option) => option.text)).toEqual(['Belgium', 'Hungary']);
  });

  it('forwards its ref and the other select props', async () => {
    const ref = createRef<HTMLSelectElement>();
    const onChange = vi.fn();
    const screen = await render(
      <Select id="sel-genre" label="Genre" ref={ref} value="rock" onChange={(event) => onChange(event.target.value)} data-kind="genre" aria-describedby="sel-hint">
        <option value="rock">Rock</option>
        <option value="techno">Techno</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Genre' });
    expect(ref.current).toBe(select.element());
    await expect.element(select).toHaveAttribute('data-kind', 'genre');
    await expect.element(select).toHaveAttribute('aria-describedby', 'sel-hint');
    await userEvent.selectOptions(select, 'techno');
    expect(onChange).toHaveBeenCalledWith('techno');
  });

  it('shows an action beside the select', async () => {
    const screen = await render(
      <Select id="sel-day" label="Day" action={<button type="button">Reset day</button>}>
        <option>Friday</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Day' }).element();
    expect(select.nextElementSibling).toBe(screen.getByRole('button', { name: 'Reset day' }).element());
  });
});
