import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { lazyComponent } from '#src/lib/lazyComponent';
import { LoadedPart } from './LoadedPart';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LoadedPart', () => {
  it('renders nothing until the part has loaded, then the part, with the fallback while it suspends', async () => {
    let arrive: () => void = () => undefined;
    const Part = lazyComponent(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: () => <p>The part</p> }))));
    const screen = await render(
      <LoadedPart loaded={false} fallback={<p>Holding its place</p>}>
        <Part />
      </LoadedPart>,
    );
    await expect.element(screen.getByText('Holding its place')).not.toBeInTheDocument();
    await screen.rerender(
      <LoadedPart loaded fallback={<p>Holding its place</p>}>
        <Part />
      </LoadedPart>,
    );
    await expect.element(screen.getByText('Holding its place')).toBeVisible();
    arrive();
    await expect.element(screen.getByText('The part')).toBeVisible();
    await expect.element(screen.getByText('Holding its place')).not.toBeInTheDocument();
  });

  it('keeps a part that fails to render to itself, says so in its placement, and asks again on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const connection = { up: false };
    const Part = lazyComponent(async () => {
      if (!connection.up) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <p>The part</p> };
    });
    const onRetry = vi.fn(() => void Part.preload());
    const screen = await render(
      <>
        <button type="button">Elsewhere</button>
        <LoadedPart loaded placement="floating" onRetry={onRetry}>
          <Part />
        </LoadedPart>
      </>,
    );
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent("Couldn't load this part of the page. Check your connection and try again.");
    await expect.element(screen.getByRole('button', { name: 'Elsewhere' })).toBeVisible();
    connection.up = true;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByText('The part')).toBeVisible();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
