import { describe, expect, it } from 'vitest';
import { placeBelow } from './placeBelowTrigger';

const insets = { top: 72, right: 8, bottom: 96, left: 8 };
const centred = { gutter: 8, insets, align: 'centre' } as const;
const phone = { width: 390, height: 844 };

describe('placing a popover below its trigger', () => {
  it('centres it on the trigger, a gutter below, with the height left above the bottom inset', () => {
    const trigger = { left: 500, width: 280, bottom: 124 };
    expect(placeBelow(trigger, { width: 330, height: 450 }, { width: 1280, height: 800 }, centred)).toEqual({ x: 475, y: 132, availableHeight: 572 });
  });

  it('moves up over its trigger as far as it must to fit above the bottom inset, never above the top inset', () => {
    const low = { left: 16, width: 276, bottom: 520 };
    expect(placeBelow(low, { width: 314, height: 421 }, phone, centred)).toEqual({ x: 8, y: 327, availableHeight: 421 });
    expect(placeBelow(low, { width: 314, height: 900 }, phone, centred)).toEqual({ x: 8, y: 72, availableHeight: 676 });
  });

  it("lines up its right edge with the trigger's when aligned to the end", () => {
    const trigger = { left: 1000, width: 200, bottom: 56 };
    expect(placeBelow(trigger, { width: 260, height: 350 }, { width: 1280, height: 800 }, { gutter: 4, insets: { ...insets, top: 8 }, align: 'end' })).toEqual({
      x: 940,
      y: 60,
      availableHeight: 644,
    });
  });

  it('keeps it inside the window when the trigger is near a side', () => {
    const trigger = { left: 16, width: 276, bottom: 124 };
    const popover = { width: 314, height: 421 };
    expect(placeBelow(trigger, popover, phone, centred).x).toBe(8);
    expect(placeBelow({ ...trigger, left: 300 }, popover, phone, centred).x).toBe(68);
    expect(placeBelow({ left: 20, width: 40, bottom: 56 }, { ...popover, width: 260 }, phone, { ...centred, align: 'end' }).x).toBe(8);
  });

  it('never gives a negative height, even in a window shorter than its insets', () => {
    expect(placeBelow({ left: 16, width: 276, bottom: 140 }, { width: 314, height: 421 }, { width: 390, height: 160 }, centred).availableHeight).toBe(0);
  });
});
