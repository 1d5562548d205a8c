import type { StoredSet } from '#src/lib/storedSet';
import type { CustomGearItem } from './customGear';
import { sameCustomGear, samePin, samePlan, sameSet } from './planMerge';
import type { KnownIds, Plan, PlanEdits, TimedPin } from './planTypes';

/** The stores of the plan in this browser, supplied by the app. */
export type PlanStores = {
  saved: StoredSet<number>;
  packed: StoredSet<string>;
  pin: {
    read: () => TimedPin | null;
    write: (pin: TimedPin | null) => void;
    subscribe: (onChange: () => void) => () => void;
  };
  /** The visitor's own gear items, and the categories they may be in. */
  custom: {
    read: () => readonly CustomGearItem[];
    replace: (items: readonly CustomGearItem[]) => void;
    subscribe: (onChange: () => void) => () => void;
    knows: (category: string) => boolean;
  };
  /** What the visitor changed here since the last sync, and how to forget what a sync sent. */
  edits: { read: () => PlanEdits; clear: (sent: PlanEdits) => void };
};

export type LocalPlan = {
  read: () => Plan;
  /** The ids this build knows, which are the only ones the browser keeps. */
  known: KnownIds;
  edits: PlanStores['edits'];
  /** Writes what differs from the stored plan. */
  write: (plan: Plan) => void;
  /**
   * Calls `onChange` for a change made by the visitor, here or in another tab, and not for
   * `write`'s own, nor for own gear items' edits alone (a sync forgetting those it sent).
   */
  subscribe: (onChange: () => void) => () => void;
};

export function localPlan(stores: PlanStores): LocalPlan {
  let writing = false;
  const read = (): Plan => ({ saved: stores.saved.read(), packed: stores.packed.read(), pin: stores.pin.read(), custom: stores.custom.read() });
  return {
    read,
    known: { saved: stores.saved.knows, packed: stores.packed.knows, category: stores.custom.knows },
    edits: stores.edits,
    write: (plan) => {
      const current = read();
      if (samePlan(current, plan)) return;
      writing = true;
      try {
        if (!sameSet(current.saved, plan.saved)) stores.saved.replace(plan.saved);
        if (!sameSet(current.packed, plan.packed)) stores.packed.replace(plan.packed);
        if (!samePin(current.pin, plan.pin)) stores.pin.write(plan.pin);
        if (!sameCustomGear(current.custom, plan.custom)) stores.custom.replace(plan.custom);
      } finally {
        writing = false;
      }
    },
    subscribe: (onChange) => {
      const heard = () => {
        if (!writing) onChange();
      };
      let custom = stores.custom.read();
      const heardCustom = () => {
        const now = stores.custom.read();
        if (sameCustomGear(now, custom)) return;
        custom = now;
        heard();
      };
      const stops = [stores.saved.subscribe(heard), stores.packed.subscribe(heard), stores.pin.subscribe(heard), stores.custom.subscribe(heardCustom)];
      return () => stops.forEach((stop) => stop());
    },
  };
}
