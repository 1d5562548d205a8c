import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  calendarPopoverMachine,
  SCROLL_TO_CARD_DELAY_MS,
  shownDate,
  type CalendarPopoverEvent,
} from './calendarPopover.machine';

function start() {
  const scrollToFestival = vi.fn();
  const actor = createActor(
    calendarPopoverMachine.provide({
      actions: { scrollToFestival: (_, params) => scrollToFestival(params.festivalId) },
    }),
  ).start();
  return { actor, scrollToFestival, shown: () => shownDate(actor.getSnapshot().context) };
}

const hover = (date: string, isFestivalDate = true): CalendarPopoverEvent => ({ type: 'HOVER', date, isFestivalDate });

describe('calendarPopoverMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts closed with no date chosen', () => {
    const { actor, shown } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(shown()).toBeUndefined();
  });

  it('opens and closes', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('ignores date events while closed', () => {
    const { actor, shown, scrollToFestival } = start();
    actor.send({ type: 'SELECT', date: '2027-07-16' });
    actor.send(hover('2027-07-16'));
    actor.send({ type: 'CHOOSE', festivalId: 1 });
    actor.send({ type: 'CLOSE' });
    vi.advanceTimersByTime(SCROLL_TO_CARD_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(shown()).toBeUndefined();
    expect(scrollToFestival).not.toHaveBeenCalled();
  });

  it('lists the clicked date, and clicking it again clears it', () => {
    const { actor, shown } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', date: '2027-07-16' });
    expect(shown()).toBe('2027-07-16');
    actor.send({ type: 'SELECT', date: undefined });
    expect(shown()).toBeUndefined();
  });

  it('lets a hovered festival date win over the selected one until the pointer leaves', () => {
    const { actor, shown } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', date: '2027-07-16' });
    actor.send(hover('2027-04-09'));
    expect(shown()).toBe('2027-04-09');
    actor.send({ type: 'UNHOVER' });
    expect(shown()).toBe('2027-07-16');
  });

  it('counts hover only on festival dates', () => {
    const { actor, shown } = start();
    actor.send({ type: 'OPEN' });
    actor.send(hover('2027-04-10', false));
    expect(shown()).toBeUndefined();
    actor.send({ type: 'SELECT', date: '2027-04-10' });
    actor.send(hover('2027-04-11', false));
    expect(shown()).toBe('2027-04-10');
  });

  it('forgets the hover when the popover closes but keeps the selected date', () => {
    const { actor, shown } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', date: '2027-07-16' });
    actor.send(hover('2027-04-09'));
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(shown()).toBe('2027-07-16');
  });

  it('reopens on the month of the selected date, wherever the grid was left', () => {
    const { actor } = start();
    const month = () => actor.getSnapshot().context.month;
    actor.send({ type: 'OPEN' });
    expect(month()).toBeUndefined();
    actor.send({ type: 'MONTH', month: '2027-05' });
    expect(month()).toBe('2027-05');
    actor.send({ type: 'SELECT', date: '2027-05-14' });
    actor.send({ type: 'MONTH', month: '2027-08' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(month()).toBe('2027-05');
    actor.send({ type: 'SELECT', date: undefined });
    actor.send({ type: 'MONTH', month: '2027-09' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(month()).toBeUndefined();
  });

  it('closes on choosing a festival and scrolls to its card 100 ms later', () => {
    const { actor, scrollToFestival } = start();
    expect(SCROLL_TO_CARD_DELAY_MS).toBe(100);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHOOSE', festivalId: 17 });
    expect(actor.getSnapshot().value).toBe('scrolling');
    expect(actor.getSnapshot().matches('open')).toBe(false);
    vi.advanceTimersByTime(99);
    expect(scrollToFestival).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollToFestival).toHaveBeenCalledExactlyOnceWith(17);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.chosenFestivalId).toBeUndefined();
  });

  it('drops the pending scroll when reopened before it happens', () => {
    const { actor, scrollToFestival } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHOOSE', festivalId: 17 });
    actor.send({ type: 'OPEN' });
    vi.advanceTimersByTime(SCROLL_TO_CARD_DELAY_MS * 2);
    expect(actor.getSnapshot().value).toBe('open');
    expect(scrollToFestival).not.toHaveBeenCalled();
  });

  it('ignores everything but OPEN while waiting to scroll', () => {
    const { actor, scrollToFestival, shown } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHOOSE', festivalId: 3 });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'SELECT', date: '2027-06-23' });
    actor.send(hover('2027-06-23'));
    actor.send({ type: 'UNHOVER' });
    actor.send({ type: 'CHOOSE', festivalId: 5 });
    expect(actor.getSnapshot().value).toBe('scrolling');
    expect(shown()).toBeUndefined();
    vi.advanceTimersByTime(SCROLL_TO_CARD_DELAY_MS);
    expect(scrollToFestival).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('reaches every state', () => {
    const paths = getShortestPaths(calendarPopoverMachine, {
      events: [
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'SELECT', date: '2027-07-16' },
        hover('2027-04-09'),
        { type: 'UNHOVER' },
        { type: 'CHOOSE', festivalId: 1 },
      ],
    });
    const states = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(states).toEqual(new Set(['"closed"', '"open"', '"scrolling"']));
  });
});
