import { createRef } from 'react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#src/test/renderApp';
import { render } from 'vitest-browser-react';
import { Button, ButtonLink } from './Button';
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

describe('Button', () => {
  it('disabled and accessibleWhenDisabled, it keeps focus, says it is unavailable and does nothing when pressed', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const screen = await render(
      <form onSubmit={onSubmit}>
        <input aria-label="Question" />
        <Button type="submit" disabled accessibleWhenDisabled onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    await expect.element(send).toHaveAttribute('aria-disabled', 'true');
    await expect.element(send).not.toHaveAttribute('disabled');
    (send.element() as HTMLButtonElement).focus();
    await expect.element(send).toHaveFocus();
    await send.click({ force: true });
    await screen.getByRole('textbox', { name: 'Question' }).click();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disabled alone, it is natively disabled', async () => {
    const screen = await render(<Button disabled>Send</Button>);
    await expect.element(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
  });
});
