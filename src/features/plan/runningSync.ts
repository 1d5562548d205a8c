import { useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { planSyncMachine } from '#machines/planSync.machine';

/** What the visitor chooses for this device as they sign out. */
export type LeaveChoice = { keepPlan: boolean; forgetPin: boolean };

/**
 * The sync the layout runs for the signed-in account, as the account menu reaches it: its actor,
 * to show its state and offer its actions, and `leave`, which stops it before sign-out.
 */
export type RunningSync = {
  userId: string;
  actor: ActorRefFrom<typeof planSyncMachine>;
  leave: (choice: LeaveChoice) => Promise<void>;
};

let running: RunningSync | undefined;
const listeners = new Set<() => void>();

/** Called by the layout's sync as it starts (and with undefined as it stops). */
export function setRunningSync(sync: RunningSync | undefined): void {
  running = sync;
  for (const listener of listeners) listener();
}

export function runningSync(): RunningSync | undefined {
  return running;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}

/** The running sync for a component; none in prerendered HTML. */
export function useRunningSync(): RunningSync | undefined {
  return useSyncExternalStore(subscribe, runningSync, () => undefined);
}
