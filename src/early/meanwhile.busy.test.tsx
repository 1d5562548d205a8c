import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWAITING_ATTRIBUTE, BUSY_AFTER_MS, clearBusy, markBusy, type BusyMarks } from './meanwhile';

let marks: BusyMarks;
let button: HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers();
  marks = new Map();
  button = document.createElement('button');
});

afterEach(() => vi.useRealTimers());

const shown = () => [button.getAttribute('aria-busy'), button.hasAttribute(AWAITING_ATTRIBUTE)];

describe('busy marks on a target whose event waits', () => {
  it(`marks it busy (aria-busy and ${AWAITING_ATTRIBUTE}) only once the event has waited ${BUSY_AFTER_MS} ms`, () => {
    markBusy(marks, button);
    vi.advanceTimersByTime(BUSY_AFTER_MS - 1);
    expect(shown()).toEqual([null, false]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(['true', true]);
  });

  it('clears the mark and gives back the aria-busy the target had, or none', () => {
    button.setAttribute('aria-busy', 'false');
    const other = document.createElement('button');
    markBusy(marks, button);
    markBusy(marks, other);
    vi.advanceTimersByTime(BUSY_AFTER_MS);
    clearBusy(marks, button);
    clearBusy(marks, other);
    expect(shown()).toEqual(['false', false]);
    expect(other.hasAttribute('aria-busy')).toBe(false);
    expect(other.hasAttribute(AWAITING_ATTRIBUTE)).toBe(false);
    expect(marks.size).toBe(0);
  });

  it('never shows the mark when cleared before the threshold', () => {
    markBusy(marks, button);
    clearBusy(marks, button);
    vi.advanceTimersByTime(BUSY_AFTER_MS);
    expect(shown()).toEqual([null, false]);
  });

  it('keeps the first mark when marked again, so that clearing gives back what the target had before', () => {
    markBusy(marks, button);
    vi.advanceTimersByTime(BUSY_AFTER_MS);
    markBusy(marks, button);
    clearBusy(marks, button);
    expect(shown()).toEqual([null, false]);
  });

  it('leaves a target it never marked alone', () => {
    button.setAttribute('aria-busy', 'true');
    clearBusy(marks, button);
    expect(shown()).toEqual(['true', false]);
  });
});
