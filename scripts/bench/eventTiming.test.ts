import { describe, expect, it } from 'vitest';
import { slowestInteraction } from './eventTiming.mjs';

const entry = (interactionId: number, startTime: number, duration: number, processingStart: number, processingEnd: number) => ({
  interactionId,
  startTime,
  duration,
  processingStart,
  processingEnd,
});

describe('slowestInteraction', () => {
  it('splits one click into input delay, processing and presentation', () => {
    // pointerdown, pointerup and click of one press, all painted in the same frame at 1120.
    const timing = slowestInteraction([entry(7, 1000, 120, 1010, 1030), entry(7, 1004, 112, 1030, 1040), entry(7, 1006, 112, 1040, 1090)]);
    expect(timing).toEqual({ duration: 120, inputDelay: 10, processing: 80, presentation: 30 });
  });

  it('counts an interaction as its longest entry, its parts from the entries of that frame', () => {
    // The pointerdown painted early at 1024; the click, later, took the long frame up to 1200.
    const timing = slowestInteraction([entry(3, 1000, 24, 1002, 1010), entry(3, 1100, 100, 1104, 1180)]);
    expect(timing).toEqual({ duration: 100, inputDelay: 4, processing: 76, presentation: 20 });
  });

  it('reports the slowest of several interactions, and ignores entries of no interaction', () => {
    const timing = slowestInteraction([entry(0, 0, 400, 10, 390), entry(1, 1000, 40, 1001, 1020), entry(2, 2000, 64, 2016, 2048)]);
    expect(timing).toEqual({ duration: 64, inputDelay: 16, processing: 32, presentation: 16 });
  });

  it('never gives a negative presentation, though durations are rounded to 8 ms', () => {
    expect(slowestInteraction([entry(5, 1000, 48, 1005, 1050)])).toEqual({ duration: 48, inputDelay: 5, processing: 45, presentation: 0 });
  });

  it('is null when no entry belongs to an interaction', () => {
    expect(slowestInteraction([])).toBeNull();
    expect(slowestInteraction([entry(0, 0, 200, 5, 190)])).toBeNull();
  });
});
