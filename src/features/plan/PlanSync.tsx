import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { inspect } from '#src/lib/inspector';
import { storageKeys, subscribeToStoredKey } from '#src/lib/storage';
import { AddDevicePlanDialog } from './AddDevicePlanDialog';
import { withPlanLock } from './planLock';
import { planStores } from './planStores';
import { planSyncFor } from './planSyncFor';
import { emptyPlan } from './planTypes';
import { setRunningSync } from './runningSync';

/**
 * The sync of a signed-in visitor's plan, which the layout runs once for as long as they are
 * signed in (its code loads only then). It syncs on every change of the plan in any tab, when
 * the connection returns and when the page is shown again; the account menu shows its state and
 * offers its actions (`runningSync`), and it asks here before a plan from another account joins
 * this one.
 */
export default function PlanSync({ userId }: { userId: string }) {
  const [{ machine, local, record }] = useState(() => planSyncFor(userId, planStores));
  const actor = useActorRef(machine, { inspect, input: { online: navigator.onLine } });
  const asking = useSelector(actor, (snapshot) => snapshot.matches('asking'));

  useEffect(() => {
    setRunningSync({
      userId,
      actor,
      leave: async ({ keepPlan, forgetPin }) => {
        actor.stop();
        await withPlanLock(() => {
          record.signOut({ keep: keepPlan, forgetPin });
          if (!keepPlan) {
            local.write(emptyPlan);
            local.edits.clear(local.edits.read());
          }
          else if (forgetPin) planStores.pin.write(null);
        });
      },
    });
    return () => setRunningSync(undefined);
  }, [actor, local, record, userId]);

  useEffect(() => {
    const changed = () => actor.send({ type: 'CHANGED' });
    const online = () => actor.send({ type: 'ONLINE' });
    const offline = () => actor.send({ type: 'OFFLINE' });
    // A return to the page picks up what another device synced meanwhile.
    const shown = () => {
      if (document.visibilityState === 'visible') changed();
    };
    // Another tab's sync sent and not yet agreed is its own: only what the record agrees or says wakes this tab.
    const agreed = () => JSON.stringify([record.status(), record.signedOut(), record.heldByAnother(), record.planId(), record.base()]);
    let seen = agreed();
    const recordChanged = () => {
      const now = agreed();
      if (now === seen) return;
      seen = now;
      changed();
    };
    const stops = [local.subscribe(changed), subscribeToStoredKey(storageKeys.planSync, recordChanged)];
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', shown);
    return () => {
      for (const stop of stops) stop();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [actor, local, record]);

  return (
    <AddDevicePlanDialog
      open={asking}
      onAdd={() => actor.send({ type: 'ADD_DEVICE_PLAN' })}
      onUseAccountPlan={() => actor.send({ type: 'USE_ACCOUNT_PLAN' })}
    />
  );
}
