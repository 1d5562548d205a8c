import { afterEach, describe, expect, it } from 'vitest';
import { clear, drop, makeRoom, MAX_QUEUED, takeDue, type Queued } from './queue';

const standIns: HTMLElement[] = [];

/** A waiting press on `target`, with a stand-in shown on the page when asked for. */
function press(target: Element, withStandIn = false): Queued {
  const standIn = withStandIn ? document.body.appendChild(document.createElement('div')) : undefined;
  if (standIn) standIns.push(standIn);
  return { event: new MouseEvent('click'), target, key: '', standIn };
}

const button = () => document.createElement('button');

afterEach(() => {
  for (const standIn of standIns.splice(0)) standIn.remove();
});

describe('the queue of waiting presses', () => {
  it('drops a press, taking its stand-in off the page', () => {
    const [first, second] = [press(button(), true), press(button())];
    const queue = [first, second];
    drop(queue, first);
    expect(queue).toEqual([second]);
    expect(first.standIn?.isConnected).toBe(false);
  });

  it("makes room for a control's press by dropping its earlier one: one press waits per control, the latest", () => {
    const target = button();
    const [earlier, other] = [press(target, true), press(button())];
    const queue = [earlier, other];
    expect(makeRoom(queue, target)).toBeUndefined();
    expect(queue).toEqual([other]);
    expect(earlier.standIn?.isConnected).toBe(false);
  });

  it(`lets the oldest press go once ${MAX_QUEUED} wait, and returns it`, () => {
    const queue = Array.from({ length: MAX_QUEUED }, (_, index) => press(button(), index === 0));
    const [oldest, next] = queue as [Queued, Queued];
    expect(makeRoom(queue, button())).toBe(oldest);
    expect(queue).toHaveLength(MAX_QUEUED - 1);
    expect(queue[0]).toBe(next);
    expect(oldest.standIn?.isConnected).toBe(false);
  });

  it('takes out the presses whose targets are ready, in order, leaving their stand-ins for the replay', () => {
    const [a, b, c] = [press(button(), true), press(button()), press(button())];
    const queue = [a, b, c];
    expect(takeDue(queue, (target) => target !== b.target)).toEqual([a, c]);
    expect(queue).toEqual([b]);
    expect(a.standIn?.isConnected).toBe(true);
  });

  it('clears every press and its stand-in', () => {
    const queue = [press(button(), true), press(button(), true)];
    const shown = queue.map(({ standIn }) => standIn);
    clear(queue);
    expect(queue).toEqual([]);
    expect(shown.map((standIn) => standIn?.isConnected)).toEqual([false, false]);
  });
});
