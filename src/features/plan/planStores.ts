import { customGear } from './customGear';
import type { PlanStores } from './localPlan';
import { packedGear } from './packedGear';
import { clearEdits, readEdits } from './planEdits';
import { savedFestivals } from './savedFestivals';
import { readTimedPin, storeTimedPin, subscribeToPin } from './storedPin';

/** The plan in this browser: saved festivals, the gear checklist with the visitor's own items, the pinned spot, and what the visitor changed since it synced. */
export const planStores: PlanStores = {
  saved: savedFestivals,
  packed: packedGear,
  pin: { read: readTimedPin, write: storeTimedPin, subscribe: subscribeToPin },
  custom: customGear,
  edits: {
    read: () => ({ ...readEdits(), custom: customGear.edits() }),
    clear: (sent) => {
      clearEdits(sent);
      customGear.clearEdits(sent.custom);
    },
  },
};
