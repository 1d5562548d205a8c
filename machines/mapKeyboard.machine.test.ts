import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { mapKeyboardMachine, westToEast, type MarkerStop } from './mapKeyboard.machine';

const TOMORROWLAND: MarkerStop = { id: 'festival-1', lng: 4.38, festivalIds: [1] };
const COACHELLA: MarkerStop = { id: 'festival-2', lng: -116.24, festivalIds: [2] };
const FUJI: MarkerStop = { id: 'festival-9', lng: 138.8, festivalIds: [9] };
const EUROPE: MarkerStop = { id: 'cluster-3,4,5', lng: 10, festivalIds: [3, 4, 5] };
const PIN: MarkerStop = { id: 'pin', lng: 4.38, festivalIds: [] };

function start() {
  const focusMarker = vi.fn<(params: { id: string }) => void>();
  const actor = createActor(mapKeyboardMachine.provide({ actions: { focusMarker: (_, params) => focusMarker(params) } })).start();
  return { actor, focused: () => focusMarker.mock.calls.map(([params]) => params.id), announced: () => actor.getSnapshot().context.announcement };
}

describe('westToEast', () => {
  it('orders markers by longitude, the same place by their names', () => {
    expect(westToEast([FUJI, TOMORROWLAND, PIN, EUROPE, COACHELLA]).map((stop) => stop.id)).toEqual([
      'festival-2',
      'festival-1',
      'pin',
      'cluster-3,4,5',
      'festival-9',
    ]);
  });
});

describe('mapKeyboardMachine', () => {
  const stops = [FUJI, TOMORROWLAND, EUROPE, COACHELLA];

  it('moves west to east with the right and down arrows, east to west with left and up, round the ends', () => {
    const { actor, focused } = start();
    actor.send({ type: 'ARROW', key: 'ArrowRight', from: 'festival-2', stops });
    actor.send({ type: 'ARROW', key: 'ArrowDown', from: 'festival-1', stops });
    actor.send({ type: 'ARROW', key: 'ArrowRight', from: 'festival-9', stops });
    actor.send({ type: 'ARROW', key: 'ArrowLeft', from: 'festival-2', stops });
    actor.send({ type: 'ARROW', key: 'ArrowUp', from: 'festival-9', stops });
    expect(focused()).toEqual(['festival-1', 'cluster-3,4,5', 'festival-2', 'festival-9', 'cluster-3,4,5']);
  });

  it('starts from the west when the focused marker has gone', () => {
    const { actor, focused } = start();
    actor.send({ type: 'ARROW', key: 'ArrowRight', from: 'festival-7', stops });
    expect(focused()).toEqual(['festival-2']);
  });

  it("announces an opened festival and gives focus back to its marker when its info window closes", () => {
    const { actor, focused, announced } = start();
    actor.send({ type: 'MARKER_OPENED', id: 'festival-1', name: 'Tomorrowland' });
    expect(actor.getSnapshot().value).toBe('infoOpen');
    expect(announced()).toBe('Tomorrowland: info window open');
    actor.send({ type: 'INFO_CLOSED' });
    expect(focused()).toEqual(['festival-1']);
    expect(actor.getSnapshot().value).toBe('browsing');
    actor.send({ type: 'INFO_CLOSED' });
    expect(focused()).toEqual(['festival-1']);
  });

  it('leaves focus alone when pinning closes the info window', () => {
    const { actor, focused } = start();
    actor.send({ type: 'MARKER_OPENED', id: 'festival-1', name: 'Tomorrowland' });
    actor.send({ type: 'PINNING_STARTED' });
    actor.send({ type: 'INFO_CLOSED' });
    expect(focused()).toEqual([]);
  });

  it('zooms into a cluster, announces it, and focuses its first marker once the map is drawn again', () => {
    const { actor, focused, announced } = start();
    actor.send({ type: 'CLUSTER_OPENED', festivalIds: [3, 4, 5] });
    expect(announced()).toBe('Zooming into 3 festivals');
    actor.send({ type: 'MARKERS_DRAWN', stops: [FUJI, COACHELLA] });
    expect(focused()).toEqual([]);
    const split = [
      { id: 'festival-4', lng: 12, festivalIds: [4] },
      { id: 'cluster-3,5', lng: 8, festivalIds: [3, 5] },
      FUJI,
    ];
    actor.send({ type: 'MARKERS_DRAWN', stops: split });
    expect(focused()).toEqual(['cluster-3,5']);
    expect(announced()).toBe('Zooming into 3 festivals');
    actor.send({ type: 'MARKERS_DRAWN', stops: split });
    expect(focused()).toEqual(['cluster-3,5']);
  });
});
