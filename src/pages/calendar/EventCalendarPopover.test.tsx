import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '#src/test/renderApp';

async function openPopover(query = '') {
  const { screen } = await renderApp(`/festival-calendar${query}`);
  const trigger = screen.getByRole('button', { name: 'View Full Event Calendar' });
  await trigger.click();
  const popover = page.getByRole('dialog', { name: 'Event Calendar' });
  await expect.element(popover.getByRole('grid')).toBeVisible();
  return { screen, trigger, popover };
}

const day = (name: RegExp) => page.getByRole('dialog').getByRole('button', { name });

describe('event calendar popover', () => {
  it('opens on the first festival month with the hint and focus inside', async () => {
    const { popover } = await openPopover();
    await expect.element(popover.getByRole('grid', { name: 'March 2027' })).toBeVisible();
    await expect.element(popover.getByText('Hover or click on a highlighted date to see events.')).toBeVisible();
    await expect.element(popover.getByRole('button', { name: 'Dismiss popup' })).toHaveFocus();
    await expect.element(day(/March 26th, 2027, has festivals/)).toBeVisible();
    await expect.element(day(/March 25th, 2027$/)).toBeVisible();
  });

  it('shows itself first, then moves focus inside, so the press paints without the focus work', async () => {
    const { screen } = await renderApp('/festival-calendar');
    const trigger = screen.getByRole('button', { name: 'View Full Event Calendar' });
    await expect.element(trigger).toBeVisible();
    (trigger.element() as HTMLElement).focus();
    (trigger.element() as HTMLElement).click();
    await new Promise(requestAnimationFrame);
    expect(document.activeElement).toBe(trigger.element());
    await expect.element(page.getByRole('dialog', { name: 'Event Calendar' }).getByRole('button', { name: 'Dismiss popup' })).toHaveFocus();
  });

  it('keeps the viewport height Ariakit writes on opening to the dialog, not inherited by its contents', async () => {
    const { popover } = await openPopover();
    const dialog = popover.element();
    await expect.poll(() => getComputedStyle(dialog).getPropertyValue('--dialog-viewport-height')).toBe(`${window.innerHeight}px`);
    expect(getComputedStyle(popover.getByRole('grid').element()).getPropertyValue('--dialog-viewport-height')).toBe('0px');
  });

  it('lists the events of a hovered festival date, and only festival dates count', async () => {
    const { popover } = await openPopover();
    await day(/March 25th, 2027$/).hover();
    await expect.element(popover.getByText('Hover or click on a highlighted date to see events.')).toBeVisible();
    await day(/March 26th, 2027, has festivals/).hover();
    await expect.element(popover.getByRole('heading', { name: 'Events on March 26th, 2027' })).toBeVisible();
    await expect.element(popover.getByRole('link', { name: 'Ultra Music Festival' })).toBeVisible();
    await popover.getByRole('heading', { name: 'Event Calendar' }).hover();
    await expect.element(popover.getByText('Hover or click on a highlighted date to see events.')).toBeVisible();
  });

  it('lists the events of a clicked date, or says there are none', async () => {
    const { popover } = await openPopover();
    await day(/March 25th, 2027$/).click();
    await expect.element(popover.getByText('No events on this date.')).toBeVisible();
    await day(/March 26th, 2027, has festivals/).click();
    await popover.getByRole('heading', { name: 'Event Calendar' }).hover();
    await expect.element(popover.getByRole('heading', { name: 'Events on March 26th, 2027' })).toBeVisible();
  });

  it('highlights every day a festival runs, both weekends of a two-weekend one and not the days between', async () => {
    const { popover } = await openPopover();
    await expect.element(day(/March 28th, 2027, has festivals/)).toBeVisible();
    await popover.getByRole('button', { name: /next month/i }).click();
    await expect.element(popover.getByRole('grid', { name: 'April 2027' })).toBeVisible();
    for (const date of [9, 10, 11, 16, 17, 18]) await expect.element(day(new RegExp(`April ${date}th, 2027, has festivals`))).toBeVisible();
    for (const date of [12, 13, 14, 15]) await expect.element(day(new RegExp(`April ${date}th, 2027$`))).toBeVisible();
    await day(/April 17th, 2027, has festivals/).click();
    await userEvent.hover(popover.getByRole('heading', { name: 'Events on April 17th, 2027' }));
    await expect.element(popover.getByRole('link', { name: 'Coachella' })).toBeVisible();
  });

  it('lists every festival running on a day, not only those starting on it', async () => {
    const { popover } = await openPopover('?country=United+Kingdom');
    await expect.element(popover.getByRole('grid', { name: 'June 2027' })).toBeVisible();
    await day(/June 25th, 2027, has festivals/).click();
    await userEvent.hover(popover.getByRole('heading', { name: 'Events on June 25th, 2027' }));
    await expect.element(popover.getByRole('link', { name: 'Glastonbury Festival' })).toBeVisible();
  });

  it('highlights only the festivals the filters leave', async () => {
    const { popover } = await openPopover('?country=United+Kingdom');
    await expect.element(popover.getByRole('grid', { name: 'June 2027' })).toBeVisible();
    await expect.element(day(/June 11th, 2027, has festivals/)).toBeVisible();
    await expect.element(day(/June 4th, 2027$/)).toBeVisible();
  });

  it('closes on choosing a festival, then scrolls its card into view and focuses it', async () => {
    const { popover } = await openPopover();
    for (let month = 0; month < 5; month += 1) await popover.getByRole('button', { name: /next month/i }).click();
    await expect.element(popover.getByRole('grid', { name: 'August 2027' })).toBeVisible();
    await day(/August 11th, 2027, has festivals/).click();
    // Move the pointer off the grid: the events list below it reflows the days under a resting pointer.
    await userEvent.hover(popover.getByText('Events on August 11th, 2027'));
    await expect.element(popover.getByRole('link', { name: 'Sziget Festival' })).toBeVisible();
    await expect.element(popover.getByRole('link', { name: 'Boomtown Fair' })).toBeVisible();
    await popover.getByRole('link', { name: 'Boardmasters' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    const toggle = page.getByRole('button', { name: 'Boardmasters', exact: true });
    await expect.element(toggle).toHaveFocus();
    await expect.element(page.getByRole('article', { name: 'Boardmasters' })).toBeInViewport();
  });

  it('reopens on the month of the date it lists', async () => {
    const { trigger, popover } = await openPopover();
    for (let month = 0; month < 5; month += 1) await popover.getByRole('button', { name: /next month/i }).click();
    await day(/August 11th, 2027, has festivals/).click();
    await popover.getByRole('button', { name: /next month/i }).click();
    await expect.element(popover.getByRole('grid', { name: 'September 2027' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await trigger.click();
    await expect.element(popover.getByRole('grid', { name: 'August 2027' })).toBeVisible();
    await expect.element(popover.getByRole('heading', { name: 'Events on August 11th, 2027' })).toBeVisible();
  });

  it('closes on Escape and returns focus to its button', async () => {
    const { trigger } = await openPopover();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('works by keyboard: pick a day with Enter, then a festival', async () => {
    const { popover } = await openPopover();
    const ultraDay = day(/March 26th, 2027, has festivals/);
    (ultraDay.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const link = popover.getByRole('link', { name: 'Ultra Music Festival' });
    await expect.element(link).toBeVisible();
    (link.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Ultra Music Festival', exact: true })).toHaveFocus();
  });
});
