import { describe, expect, it } from 'vitest';
import { mergeCustom, mergePin, mergePlans, mergeSet, planChanges, samePlan } from './planMerge';
import { emptyPlan, type KnownIds, type Plan, type TimedPin } from './planTypes';

const pin = (lat: number, pinnedAt: string): TimedPin => ({ lat, lng: 2, pinnedAt });
const older = pin(41, '2026-11-20T10:00:00.000Z');
const newer = pin(52, '2026-11-21T09:00:00.000Z');

/** A build that knows every id it is shown. */
const knowsAll = () => true;
const everything: KnownIds = { saved: knowsAll, packed: knowsAll, category: knowsAll };

describe('mergeSet', () => {
  it('is the union on the first sync of a browser with the account', () => {
    expect(mergeSet([3, 1], undefined, [2, 1], knowsAll)).toEqual([1, 2, 3]);
    expect(mergeSet(['tent'], undefined, [], knowsAll)).toEqual(['tent']);
  });

  it('keeps what either side added since the last sync', () => {
    expect(mergeSet([1, 4], [1], [1, 5], knowsAll)).toEqual([1, 4, 5]);
  });

  it('drops what either side removed since the last sync, so it never comes back', () => {
    expect(mergeSet([2], [1, 2], [1, 2], knowsAll)).toEqual([2]);
    expect(mergeSet([1, 2], [1, 2], [2], knowsAll)).toEqual([2]);
    expect(mergeSet([], [1], [], knowsAll)).toEqual([]);
  });

  it('keeps an item added on one side and removed then added again on the other', () => {
    expect(mergeSet([1], [], [1], knowsAll)).toEqual([1]);
  });

  it('never reads the absence of an id this build does not know as a removal', () => {
    const knows = (id: number) => id !== 9;
    // The browser keeps known ids only: 9 was agreed on last time and is missing here.
    expect(mergeSet([1], [1, 9], [1, 9], knows)).toEqual([1, 9]);
    expect(mergeSet([], [1, 9], [1, 9], knows)).toEqual([9]);
    // Removed in the account by a build that knows it: it goes.
    expect(mergeSet([1], [1, 9], [1], knows)).toEqual([1]);
  });
});

describe('mergePin', () => {
  it('takes the newer pin on the first sync, and never loses one to no pin', () => {
    expect(mergePin(older, undefined, newer)).toEqual(newer);
    expect(mergePin(newer, undefined, older)).toEqual(newer);
    expect(mergePin(older, undefined, null)).toEqual(older);
    expect(mergePin(null, undefined, older)).toEqual(older);
  });

  it('takes the change of the side that changed it, a removal too', () => {
    expect(mergePin(newer, older, older)).toEqual(newer);
    expect(mergePin(older, older, newer)).toEqual(newer);
    expect(mergePin(null, older, older)).toBeNull();
    expect(mergePin(older, older, null)).toBeNull();
  });

  it('takes the newer pin when both sides changed it, and a pin over a removal', () => {
    expect(mergePin(newer, null, older)).toEqual(newer);
    expect(mergePin(older, pin(10, '2026-11-01T00:00:00.000Z'), newer)).toEqual(newer);
    expect(mergePin(null, older, newer)).toEqual(newer);
  });

  it('compares times, not their spelling', () => {
    expect(mergePin(pin(41, '2026-11-20T10:00:00Z'), older, older)).toEqual(older);
  });
});

describe('mergePlans', () => {
  it('joins a browser plan and an account plan on sign-in: nothing saved on either is lost', () => {
    const browser: Plan = { saved: [3], packed: ['tent'], pin: older, custom: [] };
    const account: Plan = { saved: [7, 3], packed: ['headlamp'], pin: newer, custom: [] };
    expect(mergePlans(browser, undefined, account, everything)).toEqual({ saved: [3, 7], packed: ['headlamp', 'tent'], pin: newer, custom: [] });
  });

  it('carries a removal made on one device to the other at its next sync', () => {
    const agreed: Plan = { saved: [1, 2], packed: ['tent'], pin: older, custom: [] };
    const secondDevice: Plan = { saved: [1], packed: [], pin: null, custom: [] };
    const account = mergePlans(secondDevice, agreed, agreed, everything);
    expect(account).toEqual({ saved: [1], packed: [], pin: null, custom: [] });
    const firstDevice = mergePlans(agreed, agreed, account, everything);
    expect(firstDevice).toEqual(account);
    expect(mergePlans(firstDevice, firstDevice, account, everything)).toEqual(account);
  });

  it("keeps the ids a build does not know, festivals and gear alike, as the account has them", () => {
    const olderBuild: KnownIds = { saved: (id) => id < 100, packed: (id) => id !== 'solar-charger', category: knowsAll };
    const agreed: Plan = { saved: [1, 120], packed: ['tent', 'solar-charger'], pin: null, custom: [] };
    const browser: Plan = { saved: [1, 2], packed: ['tent'], pin: null, custom: [] };
    expect(mergePlans(browser, agreed, agreed, olderBuild)).toEqual({ saved: [1, 2, 120], packed: ['solar-charger', 'tent'], pin: null, custom: [] });
  });
});

const item = (id: string, name: string, packed = false, category = 'camping') => ({ id, category, name, packed });

describe('mergeCustom: own gear items, per item and per field', () => {
  const pegs = item('a', 'Pegs');
  const mallet = item('b', 'Mallet');

  it('adds the items added on either side, and on a first sync joins both', () => {
    expect(mergeCustom([pegs], [], [mallet], knowsAll, ['a'])).toEqual([pegs, mallet]);
    expect(mergeCustom([pegs], undefined, [mallet], knowsAll, [])).toEqual([pegs, mallet]);
    // 'Sync again' joins this browser's plan with the account's: of an item both hold, this browser's fields.
    expect(mergeCustom([pegs], undefined, [{ ...pegs, name: 'Renamed there' }], knowsAll, [])).toEqual([pegs]);
  });

  it('drops an item removed on either side, even one renamed or ticked on the other: a removal is final', () => {
    expect(mergeCustom([mallet], [pegs, mallet], [pegs, mallet], knowsAll, ['a'])).toEqual([mallet]);
    expect(mergeCustom([{ ...pegs, name: 'Tent pegs' }, mallet], [pegs, mallet], [mallet], knowsAll, ['a/name'])).toEqual([mallet]);
  });

  it('takes, field by field, what was changed here over the account, and the account for the rest', () => {
    const renamedHere = { ...pegs, name: 'Tent pegs' };
    const tickedThere = { ...pegs, packed: true };
    expect(mergeCustom([renamedHere], [pegs], [tickedThere], knowsAll, ['a/name'])).toEqual([{ ...pegs, name: 'Tent pegs', packed: true }]);
    expect(mergeCustom([pegs], [pegs], [tickedThere], knowsAll, [])).toEqual([tickedThere]);
    expect(mergeCustom([renamedHere], [pegs], [{ ...pegs, name: 'Renamed there' }], knowsAll, ['a/name'])).toEqual([renamedHere]);
    // Ticked and unticked here: back where it was, yet the later change here.
    expect(mergeCustom([pegs], [pegs], [tickedThere], knowsAll, ['a/packed'])).toEqual([pegs]);
    // Renamed again while the sync that sent the first rename ran: that sync forgot the edit, the difference from `base` tells.
    expect(mergeCustom([pegs], [renamedHere], [renamedHere], knowsAll, [])).toEqual([pegs]);
    // Without edits (a sync settling on its merge, `base` the browser's items as it began), a field that differs from `base` changed here.
    expect(mergeCustom([tickedThere], [pegs], [renamedHere], knowsAll)).toEqual([{ ...pegs, name: 'Tent pegs', packed: true }]);
  });

  it('keeps the items of a category this build does not know as the account has them', () => {
    const stove = item('c', 'Stove', false, 'cooking');
    const knows = (category: string) => category !== 'cooking';
    expect(mergeCustom([], [pegs, stove], [pegs, stove], knows, ['a'])).toEqual([stove]);
  });
});

describe('planChanges', () => {
  it('sends own items added whole, and only the changed fields of the others', () => {
    const pegs = item('a', 'Pegs');
    const remote: Plan = { ...emptyPlan, custom: [pegs, item('b', 'Mallet')] };
    const target: Plan = { ...emptyPlan, custom: [{ ...pegs, packed: true }, item('c', 'Rope')] };
    expect(planChanges(remote, target).custom).toEqual({ upsert: [{ id: 'a', category: 'camping', packed: true }, item('c', 'Rope')], remove: ['b'] });
    expect(planChanges(target, target).custom).toEqual({ upsert: [], remove: [] });
  });


  it('lists what the account must add and remove, and leaves an equal pin alone', () => {
    const remote: Plan = { saved: [1, 2], packed: ['tent'], pin: older, custom: [] };
    const target: Plan = { saved: [2, 3], packed: ['tent'], pin: { ...older }, custom: [] };
    expect(planChanges(remote, target)).toEqual({
      saved: { add: [3], remove: [1] },
      packed: { add: [], remove: [] },
      pin: undefined,
      custom: { upsert: [], remove: [] },
    });
    expect(planChanges(remote, { ...target, pin: null }).pin).toBeNull();
    expect(planChanges(emptyPlan, remote).pin).toEqual(older);
  });

  it('is nothing between equal plans', () => {
    expect(samePlan({ saved: [2, 1], packed: [], pin: null, custom: [] }, { saved: [1, 2], packed: [], pin: null, custom: [] })).toBe(true);
    expect(samePlan(emptyPlan, { ...emptyPlan, pin: older })).toBe(false);
  });
});
