import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#src/test/renderApp';
import { ButtonLink } from './Button';
import { button } from './Button.css';

describe('ButtonLink', () => {
  it('is a link styled as the button variant, with the caller’s class too', async () => {
    const { screen } = await renderWithRouter(
      <ButtonLink href="/festival-map" variant="ghost" className="wide">
        View on Map
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'View on Map' });
    await expect.element(link).toHaveAttribute('href', '/festival-map');
    await expect.element(link).toHaveAttribute('class', `${button.ghost} wide`);
  });

  it('accepts what a link accepts: its ref, attributes and handlers', async () => {
    const ref = createRef<HTMLAnchorElement>();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { screen } = await renderWithRouter(
      <ButtonLink href="/legal" ref={ref} aria-describedby="legal-hint" title="Read the terms" onClick={onClick}>
        Legal
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Legal' });
    expect(ref.current).toBe(link.element());
    await expect.element(link).toHaveAttribute('aria-describedby', 'legal-hint');
    await expect.element(link).toHaveAttribute('title', 'Read the terms');
    await link.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('navigates within the app, replacing the entry when asked', async () => {
    const { screen, location } = await renderWithRouter(
      <ButtonLink href="/community" replace>
        Community
      </ButtonLink>,
      '/',
    );
    await screen.getByRole('link', { name: 'Community' }).click();
    expect(location.history).toEqual(['/community']);
  });
});
