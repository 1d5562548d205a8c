import { describe, expect, it } from 'vitest';
import { transition, type AnyStateMachine, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { authMachine } from './auth.machine';
import { calendarPopoverMachine } from './calendarPopover.machine';
import { chatMachine } from './chat.machine';
import { cookieBannerMachine } from './cookieBanner.machine';
import { lazyControlMachine } from './lazyControl.machine';
import { mapKeyboardMachine } from './mapKeyboard.machine';
import { newsletterLinkMachine } from './newsletterLink.machine';
import { pinningMachine } from './pinning.machine';
import { planSyncMachine } from './planSync.machine';

/**
 * Every machine, walked with xstate's graph helpers from each input the app starts it with: every
 * state node is reached by a shortest path that replays to the same state, and every event the
 * machine defines changes something from at least one reachable state, so no state or transition
 * goes untested.
 */

type SampleEvent = EventObject & Record<string, unknown>;

type Case = {
  machine: AnyStateMachine;
  /** Events a visitor or the app sends, with sample payloads. */
  events: SampleEvent[];
  /** Sample outputs of each invoked actor, by its source name. */
  outputs?: Record<string, unknown[]>;
  /** Invoked actors that report back with events (callbacks), and so never finish. */
  neverDone?: string[];
  /** The inputs the app starts the machine with, each walked; a state may be reached under one only. */
  inputs?: unknown[];
};

const credentials = { email: 'raver@example.com', password: 'correct horse' };

const cases: Case[] = [
  { machine: cookieBannerMachine, events: [{ type: 'ACCEPT' }, { type: 'DUE' }], neverDone: ['untilDue'] },
  {
    machine: pinningMachine,
    events: [
      { type: 'PIN_MY_SPOT' },
      { type: 'MAP_CLICKED', position: { lat: 51.5, lng: -0.12 } },
      { type: 'CANCEL' },
      { type: 'CLEAR_PIN' },
      { type: 'PIN_STORED' },
      { type: 'PIN_NOT_STORED' },
    ],
    outputs: { loadStoredPin: [null, { lat: 40, lng: 2 }] },
    neverDone: ['storePin'],
  },
  {
    machine: mapKeyboardMachine,
    events: [
      { type: 'ARROW', key: 'ArrowRight', from: 'festival-2', stops: [{ id: 'festival-2', lng: -116, festivalIds: [2] }, { id: 'pin', lng: 4, festivalIds: [] }] },
      { type: 'MARKER_OPENED', id: 'festival-2', name: 'Coachella' },
      { type: 'INFO_CLOSED' },
      { type: 'CLUSTER_OPENED', festivalIds: [3, 4] },
      { type: 'MARKERS_DRAWN', stops: [{ id: 'festival-4', lng: 12, festivalIds: [4] }] },
      { type: 'PINNING_STARTED' },
    ],
  },
  {
    machine: authMachine,
    events: [
      { type: 'LOG_IN', credentials },
      { type: 'SIGN_UP', details: { ...credentials, role: 'parent' } },
      { type: 'SIGN_OUT' },
      { type: 'CONFIRMATION_CODE', code: '34e770dd-9ff9-416c-87fa-43b31d7ef225' },
      { type: 'CONFIRMATION_REJECTED' },
      { type: 'RESEND_CONFIRMATION', email: credentials.email },
    ],
    outputs: { logIn: [undefined], signUp: [undefined], signOut: [undefined], confirmEmail: ['signedIn', 'confirmedElsewhere'], resendConfirmation: [undefined] },
  },
  {
    machine: calendarPopoverMachine,
    events: [
      { type: 'OPEN' },
      { type: 'CLOSE' },
      { type: 'SELECT', date: '2027-07-23' },
      { type: 'SELECT', date: undefined },
      { type: 'HOVER', date: '2027-07-23', isFestivalDate: true },
      { type: 'HOVER', date: '2027-07-24', isFestivalDate: false },
      { type: 'UNHOVER' },
      { type: 'CHOOSE', festivalId: 1 },
    ],
  },
  {
    machine: chatMachine,
    events: [
      { type: 'OPEN' },
      { type: 'CLOSE' },
      { type: 'SUBMIT_KEY', key: '   ' },
      { type: 'SUBMIT_KEY', key: ' pplx-key ' },
      { type: 'SEND', text: '  ' },
      { type: 'SEND', text: 'Where do I camp?' },
      { type: 'FORGET_KEY' },
      { type: 'KEY_STORED' },
      { type: 'KEY_NOT_STORED' },
    ],
    outputs: { askAssistant: ['In the campsite.', ''] },
    neverDone: ['storeKey'],
  },
  {
    machine: lazyControlMachine,
    events: [{ type: 'OPEN' }, { type: 'CLOSE' }, { type: 'RETRY' }],
    // The menus and the reset dialog; the chat launcher, whose frame paints before its part.
    inputs: [{}, { frame: true }],
  },
  {
    machine: newsletterLinkMachine,
    events: [
      { type: 'READ', link: { action: 'confirm', token: 'abc' } },
      { type: 'READ', link: { action: 'unsubscribe', token: 'abc' } },
      { type: 'READ', link: undefined },
      { type: 'SEND' },
    ],
    outputs: { follow: ['confirmed', 'already-confirmed', 'expired', 'unsubscribed'] },
  },
  {
    // Another tab's record says to sync again, so a change leaves off, deletedElsewhere and asking, and that a delete waits.
    machine: planSyncMachine.provide({ guards: { recordSaysSync: () => true, recordSaysDeleting: () => true } }),
    events: [
      { type: 'CHANGED' },
      { type: 'ONLINE' },
      { type: 'OFFLINE' },
      { type: 'RETRY' },
      { type: 'DELETE_SYNCED_PLAN' },
      { type: 'SYNC_AGAIN' },
      { type: 'ADD_DEVICE_PLAN' },
      { type: 'USE_ACCOUNT_PLAN' },
    ],
    outputs: { syncPlan: ['synced', 'off', 'deleting', 'deletedElsewhere', 'asking', 'signedOut'] },
    inputs: [{ online: true }, { online: false }],
  },
];

/** The events the machine sends itself: invoked actors finishing or failing, and delays elapsing. */
function internalEvents(machine: AnyStateMachine, { outputs = {}, neverDone = [] }: Pick<Case, 'outputs' | 'neverDone'>): SampleEvent[] {
  return getStateNodes(machine.root).flatMap((node) => [
    ...node.invoke.flatMap((invoke) => [
      ...(neverDone.includes(String(invoke.src)) ? [] : (outputs[String(invoke.src)] ?? [undefined])).map((output) => ({
        type: `xstate.done.actor.${invoke.id}`,
        output,
      })),
      { type: `xstate.error.actor.${invoke.id}`, error: new Error('Request failed') },
    ]),
    ...node.after.map((delayed) => ({ type: delayed.eventType })),
  ]);
}

/** Growing lists (chat messages) are summarised, so the graph stays finite. */
function serialize(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context }, (_, value) =>
    Array.isArray(value) ? Math.min(value.length, 3) : value,
  );
}

const activeIds = (snapshot: AnyMachineSnapshot) => snapshot._nodes.map((node: { id: string }) => node.id);

describe.each(cases)('$machine.id machine, all paths', ({ machine, events, outputs, neverDone, inputs = [undefined] }) => {
  const allEvents = [...events, ...internalEvents(machine, { outputs, neverDone })];
  const walks = inputs.map((input) => ({ events: allEvents, serializeState: serialize, limit: 5000, input }));

  it('reaches every state node through a shortest path that replays to the same state', () => {
    const paths = walks.flatMap((options) => getShortestPaths(machine, options));
    const reached = new Set<string>();
    for (const path of paths) {
      let snapshot = path.steps[0]?.state ?? path.state;
      for (const step of path.steps.slice(1)) [snapshot] = transition(machine, snapshot, step.event);
      expect(serialize(snapshot)).toBe(serialize(path.state));
      for (const id of activeIds(path.state)) reached.add(id);
    }
    // Transient nodes (eventless `always` transitions only) are passed through, never rested in.
    const all = getStateNodes(machine.root)
      .filter((node) => !node.always?.length)
      .map((node) => node.id);
    expect([...reached].sort()).toEqual(expect.arrayContaining(all.sort()));
  });

  it('takes every event it defines from some reachable state', () => {
    const adjacencies = walks.map((options) => getAdjacencyMap(machine, options));
    const effective = new Set<string>();
    for (const { state, transitions } of adjacencies.flatMap((adjacency) => Object.values(adjacency))) {
      for (const { event, state: next } of Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[]) {
        if (serialize(next) !== serialize(state)) effective.add(event.type);
      }
    }
    const defined = new Set(allEvents.map((event) => event.type));
    expect([...effective].sort()).toEqual([...defined].sort());
  });
});
