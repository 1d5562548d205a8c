import type { PlanStores } from './localPlan';
import { packedGear } from './packedGear';
import { clearEdits, readEdits } from './planEdits';
import { savedFestivals } from './savedFestivals';
import { readTimedPin, storeTimedPin, subscribeToPin } from './storedPin';

/** The plan in this browser: saved festivals, the gear checklist and the pinned spot, and what the visitor changed since it synced. */
export const planStores: PlanStores = {
  saved: savedFestivals,
  packed: packedGear,
  pin: { read: readTimedPin, write: storeTimedPin, subscribe: subscribeToPin },
  edits: { read: readEdits, clear: clearEdits },
};
