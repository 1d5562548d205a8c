import type { PlanStores } from './localPlan';
import { packedGear } from './packedGear';
import { savedFestivals } from './savedFestivals';
import { readTimedPin, storeTimedPin, subscribeToPin } from './storedPin';

/** The plan in this browser: saved festivals, the gear checklist and the pinned spot. */
export const planStores: PlanStores = {
  saved: savedFestivals,
  packed: packedGear,
  pin: { read: readTimedPin, write: storeTimedPin, subscribe: subscribeToPin },
};
