import { describe, expect, it } from 'vitest';
import { placeBelow } from './placeBelowTrigger';

const insets = { top: 72, right: 8, bottom: 96, left: 8 };
const phone = { width: 390, height: 844 };

describe('placing a popover below its trigger', () => {
  it('centres it on the trigger, a gutter below, with the height left above the bottom inset', () => {
    const trigger = { left: 500, top: 80, width: 280, bottom: 124 };
    expect(placeBelow(trigger, 330, { width: 1280, height: 800 }, 8, insets)).toEqual({ x: 475, y: 132, availableHeight: 572 });
  });

  it('keeps it inside the window when the trigger is near a side', () => {
    const trigger = { left: 16, top: 80, width: 276, bottom: 124 };
    expect(placeBelow(trigger, 314, phone, 8, insets).x).toBe(8);
    expect(placeBelow({ ...trigger, left: 300 }, 314, phone, 8, insets).x).toBe(68);
  });

  it('never gives a negative height when the trigger is at the bottom of the window', () => {
    expect(placeBelow({ left: 16, top: 800, width: 276, bottom: 840 }, 314, phone, 8, insets).availableHeight).toBe(0);
  });
});
