import { useMachine } from '@xstate/react';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useSearch } from 'wouter';
import { fromCallback, fromPromise } from 'xstate';
import { pinningMachine, type PinStorageEvent } from '#machines/pinning.machine';
import type { LatLng } from '#src/features/plan/planTypes';
import { LoginOrSignedIn } from '#src/features/session/LoginOrSignedIn';
import { env } from '#src/lib/env';
import { afterNextPaint } from '#src/lib/afterNextPaint';
import { inspect } from '#src/lib/inspector';
import { lazyComponent } from '#src/lib/lazyComponent';
import { readStoredPin, removeStoredPin, storePin } from '#src/features/plan/storedPin';
import { Button } from '#src/ui/Button';
import { RetryBoundary } from '#src/ui/RetryBoundary';
import { Section } from '#src/ui/Section';
import { FestivalList } from './FestivalList';
import * as styles from './MapPage.css';
import { MapStatusPanel } from './MapStatusPanel';
import { MapTips } from './MapTips';
import { parseMapQuery } from './mapQuery';
import { FESTIVAL_ZOOM, INITIAL_VIEW, sameSelection, type MapSelection } from './mapView';
import { useMapStatus, type MapStatus } from './useMapStatus';
import { useVisitorLocation } from './useVisitorLocation';

const FestivalMap = lazyComponent(() => import('./FestivalMap'));

const pinning = pinningMachine.provide({
  actors: {
    loadStoredPin: fromPromise(async () => readStoredPin()),
    storePin: fromCallback<PinStorageEvent, LatLng>(({ input, sendBack }) => sendBack({ type: storePin(input) ? 'PIN_STORED' : 'PIN_NOT_STORED' })),
  },
  actions: {
    // After the press's frame: adding a toast renders the toaster synchronously (sonner's flushSync),
    // which took half of the 'Pin My Spot' press at 4× CPU.
    announcePinning: () => void afterNextPaint(() => toast.info('Click on the map to pin your spot.')),
    announcePinned: () => void afterNextPaint(() => toast.success('Your spot has been pinned!')),
    announcePinnedForVisit: () => void toast.warning('Your spot is pinned for this visit only: this browser did not let us save it.'),
    removeStoredPin,
    announceCleared: () => void toast('Your pinned spot has been cleared.'),
  },
});

/** Why 'Pin My Spot' and 'Find My Crew' are off while the map cannot be used. */
const withoutMap: Partial<Record<MapStatus, string>> = {
  failed: 'Pin My Spot and Find My Crew need the map, which could not load.',
  offline: 'Pin My Spot and Find My Crew need the map, which needs a connection.',
  setup: 'Pin My Spot and Find My Crew need the map, which is not set up yet.',
};

type Props = {
  /** The Maps API key; the build's configuration unless a test supplies one. */
  apiKey?: string;
  mapId?: string;
  /** Whether the development server's fake `google.maps` stands in for a missing key: in `npm start` only. */
  demoMap?: boolean;
  /** Whether a map that fails to load also tells developers where to look: in development and tests, not in a build. */
  developerHints?: boolean;
};

export default function MapPage({
  apiKey = env.googleMapsApiKey,
  mapId = env.googleMapsMapId,
  demoMap = import.meta.env.MODE === 'development',
  developerHints = import.meta.env.DEV,
}: Props) {
  const key = apiKey?.trim() || undefined;
  const onDemoMap = import.meta.env.DEV && demoMap && !key;
  const status = useMapStatus(key, mapId, onDemoMap);
  const [state, send] = useMachine(pinning, { inspect });
  const { visitor, locating, locate } = useVisitorLocation();
  const focus = parseMapQuery(useSearch());
  const querySelection: MapSelection = focus ? { kind: 'festival', id: focus.festival.id, focus: false } : null;
  const [chosen, setChosen] = useState<MapSelection | undefined>(undefined);
  const selection = chosen === undefined ? querySelection : chosen;
  const isPinning = state.matches('pinning');
  const { pin } = state.context;
  const ready = status === 'ready';
  const whyNoMapActions = withoutMap[status];
  const whyNoMapActionsId = useId();
  const describedBy = whyNoMapActions ? whyNoMapActionsId : undefined;

  const pinButton = useRef<HTMLButtonElement>(null);
  const [pinCentreSlot, setPinCentreSlot] = useState<HTMLElement | null>(null);
  const wasPinning = useRef(false);
  useEffect(() => {
    // Leaving pinning removes the focused 'Pin the centre of the map' button: focus 'Pin My Spot' again.
    if (wasPinning.current && !isPinning && document.activeElement === document.body) pinButton.current?.focus();
    wasPinning.current = isPinning;
  }, [isPinning]);

  useEffect(() => {
    if (!isPinning) return;
    const leaveOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'CANCEL' });
    };
    document.addEventListener('keydown', leaveOnEscape);
    return () => document.removeEventListener('keydown', leaveOnEscape);
  }, [isPinning, send]);

  // An open info window would sit over the spots to pin: pinning starts with none.
  const startPinning = () => {
    send({ type: 'PIN_MY_SPOT' });
    setChosen(null);
  };
  const selectFestival = useCallback((id: number) => setChosen({ kind: 'festival', id, focus: true }), []);
  const closeInfo = (closed: MapSelection) =>
    setChosen((current) => {
      const open = current === undefined ? querySelection : current;
      return sameSelection(open, closed) ? null : open;
    });
  const clearPin = () => {
    send({ type: 'CLEAR_PIN' });
    if (selection?.kind === 'pin') setChosen(null);
  };

  return (
    <>
      <div className={styles.accountBar}>
        <LoginOrSignedIn />
      </div>
      <Section
        level={1}
        title="Interactive Festival Map"
        intro="Find festivals around the world, see what is nearby, pin your spot and find your crew."
      >
        <div role="group" aria-label="Map actions" className={styles.actions}>
          {/* Disabled, they stay focusable (aria-disabled) so keyboard and screen reader visitors hear why. */}
          <Button
            ref={pinButton}
            accessibleWhenDisabled
            disabled={!ready || !state.matches('idle')}
            aria-describedby={describedBy}
            onClick={startPinning}
          >
            {isPinning ? 'Click on map...' : 'Pin My Spot'}
          </Button>
          <Button variant="secondary" onClick={clearPin} disabled={!pin}>
            Clear Pin
          </Button>
          <Button
            variant="secondary"
            accessibleWhenDisabled
            disabled={!ready || locating}
            aria-describedby={describedBy}
            aria-busy={locating || undefined}
            onClick={locate}
          >
            {locating ? 'Finding you...' : 'Find My Crew'}
          </Button>
          <span ref={setPinCentreSlot} className={styles.pinCentreSlot} />
        </div>
        {onDemoMap ? (
          <p className={styles.demoNote}>
            Demo map: a stand-in for Google Maps that draws coastlines and the festivals. Pinning and Find My Crew
            work; streets, places and satellite views need Google. To see Google Maps, copy <code>.env.example</code> to{' '}
            <code>.env.local</code>, set <code>VITE_GOOGLE_MAPS_API_KEY</code> to your key and restart{' '}
            <code>npm start</code> (the README&apos;s Configuration explains it).
          </p>
        ) : null}
        <div className={styles.layout}>
          <div role="region" aria-label="Festival map" className={styles.mapFrame}>
            {ready ? (
              <RetryBoundary onRetry={() => void FestivalMap.preload()}>
                <Suspense fallback={<MapStatusPanel status="loading" />}>
                  <FestivalMap
                    // The API is loaded before the map mounts; the demo map has no key to give.
                    apiKey={key ?? ''}
                    mapId={mapId}
                    initialView={focus ? { center: focus.position, zoom: FESTIVAL_ZOOM } : INITIAL_VIEW}
                    pinning={isPinning}
                    pin={pin}
                    visitor={visitor}
                    selection={selection}
                    onSelectFestival={selectFestival}
                    onTogglePinInfo={() => setChosen(selection?.kind === 'pin' ? null : { kind: 'pin' })}
                    onCloseInfo={closeInfo}
                    onMapClick={(position) => send({ type: 'MAP_CLICKED', position })}
                    pinCentreSlot={pinCentreSlot}
                  />
                </Suspense>
              </RetryBoundary>
            ) : (
              <MapStatusPanel
                // A new panel for each status: text of the last one moving into place would count as a layout shift.
                key={status}
                status={status}
                pin={pin}
                developerHints={developerHints}
                whyNoMapActions={whyNoMapActions ? { id: whyNoMapActionsId, text: whyNoMapActions } : undefined}
              />
            )}
          </div>
          <FestivalList selectable={ready} onSelect={selectFestival} />
        </div>
        <MapTips />
      </Section>
    </>
  );
}
