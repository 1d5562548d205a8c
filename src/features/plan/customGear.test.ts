import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#src/lib/storage';
import { stubStorageWindow } from '#src/test/storageWindow';
import { customGear, customGearName, MAX_CUSTOM_GEAR_EDITS, MAX_CUSTOM_GEAR_ITEMS, type CustomGearItem } from './customGear';

const key = storageKeys.customGear;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const own = (n: number, more: Partial<CustomGearItem> = {}): CustomGearItem => ({
  id: id(n),
  category: 'camping',
  name: `Thing ${n}`,
  packed: false,
  ...more,
});

describe('the visitor’s own gear items', () => {
  let browser: ReturnType<typeof stubStorageWindow>;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    browser = stubStorageWindow();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    customGear.replace([]);
    customGear.clearEdits(customGear.edits());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const stored = () => JSON.parse(browser.data.get(key) ?? 'null') as unknown;

  it('adds a named item to a category, trimmed, with an id of its own, and notes the change', () => {
    const added = customGear.add('camping', '  Tent pegs  ');
    expect(added).toEqual({ id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/), category: 'camping', name: 'Tent pegs', packed: false });
    expect(customGear.read()).toEqual([added]);
    expect(customGear.edits()).toEqual([added?.id]);
    expect(stored()).toEqual({ items: [added], edited: [added?.id] });
  });

  it('renames, ticks and removes an item, noting each change; the store is removed when nothing is left', () => {
    const added = customGear.add('tech', 'Spare cable');
    if (!added) throw new Error('not added');
    customGear.clearEdits(customGear.edits());

    expect(customGear.rename(added.id, ' USB-C cable ')).toBe(true);
    expect(customGear.read()).toEqual([{ ...added, name: 'USB-C cable' }]);
    expect(customGear.edits(), 'a rename notes the name only, so a tick made elsewhere stays').toEqual([`${added.id}/name`]);
    customGear.toggle(added.id);
    expect(customGear.edits()).toEqual([`${added.id}/name`, `${added.id}/packed`]);
    expect(customGear.read()[0]?.packed).toBe(true);
    customGear.toggle(added.id);
    expect(customGear.read()[0]?.packed).toBe(false);

    customGear.remove(added.id);
    expect(customGear.read()).toEqual([]);
    expect(customGear.edits(), 'a removal is an edit too, for the sync to send').toEqual([added.id]);
    customGear.clearEdits([added.id]);
    expect(browser.data.has(key)).toBe(false);
  });

  it('notes an item added and removed before a sync once, so the store reads back whole', () => {
    const added = customGear.add('camping', 'Mallet');
    if (!added) throw new Error('not added');
    customGear.rename(added.id, 'Rubber mallet');
    customGear.remove(added.id);
    expect(stored()).toEqual({ items: [], edited: [added.id] });
    expect(customGear.edits()).toEqual([added.id]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses an empty or overlong name, an unknown category and an unknown item, changing nothing', () => {
    expect(customGear.add('camping', '   ')).toBeUndefined();
    expect(customGear.add('camping', 'x'.repeat(81))).toBeUndefined();
    expect(customGear.add('no-such-category', 'Tent')).toBeUndefined();
    expect(customGear.add('camping', 'x'.repeat(80))?.name).toHaveLength(80);
    const [item] = customGear.read();
    expect(customGear.rename(item!.id, ' ')).toBe(false);
    expect(customGear.rename(id(999), 'Ghost')).toBe(false);
    customGear.toggle(id(999));
    customGear.remove(id(999));
    expect(customGear.read()).toEqual([item]);
    expect(customGear.edits()).toEqual([item!.id]);
  });

  it('gives a name its rule with messages a form can show', () => {
    expect(customGearName.safeParse('  Poncho ')).toMatchObject({ success: true, data: 'Poncho' });
    expect(customGearName.safeParse('  ').error?.issues[0]?.message).toBe('Enter a name for your item.');
    expect(customGearName.safeParse('x'.repeat(81)).error?.issues[0]?.message).toBe('Keep the name to 80 characters or fewer.');
  });

  it(`holds at most ${MAX_CUSTOM_GEAR_ITEMS} items`, () => {
    const full = Array.from({ length: MAX_CUSTOM_GEAR_ITEMS }, (_, n) => own(n));
    customGear.replace(full);
    expect(customGear.add('camping', 'One too many')).toBeUndefined();
    expect(customGear.read()).toHaveLength(MAX_CUSTOM_GEAR_ITEMS);
    customGear.replace([...full, own(MAX_CUSTOM_GEAR_ITEMS)]);
    expect(customGear.read()).toEqual(full);
  });

  it.each<[string, () => string | undefined]>([
    ['an add', () => customGear.add('camping', 'Mallet')?.id],
    [
      'a rename',
      () => {
        customGear.rename(id(1), 'Renamed');
        return `${id(1)}/name`;
      },
    ],
    [
      'a tick',
      () => {
        customGear.toggle(id(1));
        return `${id(1)}/packed`;
      },
    ],
    [
      "'Reset checklist'",
      () => {
        customGear.untickAll();
        return `${id(1)}/packed`;
      },
    ],
    [
      'a removal',
      () => {
        customGear.remove(id(1));
        return id(1);
      },
    ],
  ])(`keeps the newest ${MAX_CUSTOM_GEAR_EDITS} edits when %s passes that many, dropping the oldest`, (_, change) => {
    // Items removed here since the last sync, as many as the store keeps, the oldest first.
    const older = Array.from({ length: MAX_CUSTOM_GEAR_EDITS }, (_, n) => id(1000 + n));
    browser.data.set(key, JSON.stringify({ items: [own(1, { packed: true })], edited: older }));
    const noted = change();
    expect(customGear.edits()).toEqual([...older.slice(1), noted]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('unticks every item at once, noting only those that were ticked', () => {
    customGear.replace([own(1, { packed: true }), own(2), own(3, { packed: true })]);
    customGear.untickAll();
    expect(customGear.read().map((item) => item.packed)).toEqual([false, false, false]);
    expect(customGear.edits()).toEqual([`${id(1)}/packed`, `${id(3)}/packed`]);
  });

  it('takes a sync’s items as they are, without noting them as changed here, and forgets only the edits a sync sent', () => {
    customGear.replace([own(1), own(2)]);
    expect(customGear.edits()).toEqual([]);
    customGear.toggle(id(1));
    customGear.rename(id(2), 'Renamed');
    const sent = customGear.edits();
    customGear.remove(id(1));
    customGear.clearEdits(sent.filter((edited) => edited.startsWith(id(2))));
    expect(customGear.edits()).toEqual([id(1)]);
  });

  it('keeps the same list while nothing changed, for React', () => {
    customGear.replace([own(1)]);
    const first = customGear.read();
    expect(customGear.read()).toBe(first);
    customGear.toggle(id(1));
    expect(customGear.read()).not.toBe(first);
  });

  it('keeps the valid items of a damaged store, dropping the rest and saying so', () => {
    browser.data.set(
      key,
      JSON.stringify({
        items: [own(1), { ...own(2), name: '' }, { ...own(3), category: 'kitchen' }, { ...own(4), id: 'x' }, own(1, { name: 'Twin' }), own(5, { name: '  Spaced  ' }), 'junk'],
        edited: [id(1), 7, 'not-an-id'],
      }),
    );
    expect(customGear.read()).toEqual([own(1), own(5, { name: 'Spaced' })]);
    expect(customGear.edits()).toEqual([id(1)]);
    expect(warn).toHaveBeenCalledWith(`Dropped 7 unreadable entries stored under ${key}.`);
  });

  it.each([
    ['not JSON', '{"items":['],
    ['not the right shape', '[1, 2]'],
    ['too long to be one the site wrote', JSON.stringify({ items: [], edited: [], padding: 'x'.repeat(200_000) })],
  ])('reads a value that is %s as no items, and removes it', (_, raw) => {
    browser.data.set(key, raw);
    expect(customGear.read()).toEqual([]);
    expect(customGear.edits()).toEqual([]);
    expect(browser.data.has(key)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps a change the browser refused for the rest of the visit', () => {
    browser.refuseWrites = true;
    const added = customGear.add('hydration', 'Electrolytes');
    expect(customGear.read()).toEqual([added]);
    expect(browser.data.has(key)).toBe(false);
  });

  it('tells its subscribers of a change made in this page', () => {
    const heard = vi.fn();
    const stop = customGear.subscribe(heard);
    customGear.add('clothing', 'Wellies');
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    customGear.add('clothing', 'Socks');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
