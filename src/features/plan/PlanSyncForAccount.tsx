import type { ComponentProps } from 'react';
import type { PlanStores } from '#src/features/plan-sync/localPlan';
import { PlanSyncMenuItems } from '#src/features/plan-sync/PlanSyncMenuItems';
import { savedFestivals } from '#src/features/saved-festivals/savedFestivals';
import { packedGear } from '#src/pages/gear/packedGear';
import { readTimedPin, storeTimedPin, subscribeToPin } from '#src/lib/storedPin';

/** The plan in this browser: saved festivals, the gear checklist and the pinned spot. */
const stores: PlanStores = {
  saved: savedFestivals,
  packed: packedGear,
  pin: { read: readTimedPin, write: storeTimedPin, subscribe: subscribeToPin },
};

/** The plan's sync in the account menu, loaded only for a signed-in visitor. */
export default function PlanSyncForAccount(props: Omit<ComponentProps<typeof PlanSyncMenuItems>, 'stores'>) {
  return <PlanSyncMenuItems {...props} stores={stores} />;
}
