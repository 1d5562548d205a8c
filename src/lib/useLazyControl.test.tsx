import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { lazyControlMachine } from '#machines/lazyControl.machine';
import { useLazyControl } from './useLazyControl';

const part = { preload: () => Promise.resolve() };

function Control() {
  const { state, open } = useLazyControl(part);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <p>{state}</p>
      <button onClick={() => setRenders(renders + 1)}>Render again ({renders})</button>
      <button onClick={open}>Open</button>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useLazyControl', () => {
  it('builds its machine once per control, not on every render (building one formats every transition)', async () => {
    const provide = vi.spyOn(lazyControlMachine, 'provide');
    const screen = await render(<Control />);
    for (let renders = 1; renders <= 3; renders += 1) {
      await screen.getByRole('button', { name: /^Render again/ }).click();
      await expect.element(screen.getByRole('button', { name: `Render again (${renders})` })).toBeVisible();
    }
    expect(provide).toHaveBeenCalledOnce();
    await screen.getByRole('button', { name: 'Open' }).click();
    await expect.element(screen.getByText('shown')).toBeVisible();
  });
});
