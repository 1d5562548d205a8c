import type { StoredSet } from '#src/lib/storedSet';
import { samePin, samePlan, sameSet } from './planMerge';
import type { Edits } from './planEdits';
import type { KnownIds, Plan, TimedPin } from './planTypes';

/** The stores of the plan in this browser, supplied by the app. */
export type PlanStores = {
  saved: StoredSet<number>;
  packed: StoredSet<string>;
  pin: {
    read: () => TimedPin | null;
    write: (pin: TimedPin | null) => void;
    subscribe: (onChange: () => void) => () => void;
  };
  /** What the visitor changed here since the last sync, and how to forget what a sync sent. */
  edits: { read: () => Edits; clear: (sent: Edits) => void };
};

export type LocalPlan = {
  read: () => Plan;
  /** The ids this build knows, which are the only ones the browser keeps. */
  known: KnownIds;
  edits: PlanStores['edits'];
  /** Writes what differs from the stored plan. */
  write: (plan: Plan) => void;
  /** Calls `onChange` for a change made by the visitor, here or in another tab, and not for `write`'s own. */
  subscribe: (onChange: () => void) => () => void;
};

export function localPlan(stores: PlanStores): LocalPlan {
  let writing = false;
  const read = (): Plan => ({ saved: stores.saved.read(), packed: stores.packed.read(), pin: stores.pin.read() });
  return {
    read,
    known: { saved: stores.saved.knows, packed: stores.packed.knows },
    edits: stores.edits,
    write: (plan) => {
      const current = read();
      if (samePlan(current, plan)) return;
      writing = true;
      try {
        if (!sameSet(current.saved, plan.saved)) stores.saved.replace(plan.saved);
        if (!sameSet(current.packed, plan.packed)) stores.packed.replace(plan.packed);
        if (!samePin(current.pin, plan.pin)) stores.pin.write(plan.pin);
      } finally {
        writing = false;
      }
    },
    subscribe: (onChange) => {
      const heard = () => {
        if (!writing) onChange();
      };
      const stops = [stores.saved.subscribe(heard), stores.packed.subscribe(heard), stores.pin.subscribe(heard)];
      return () => stops.forEach((stop) => stop());
    },
  };
}
