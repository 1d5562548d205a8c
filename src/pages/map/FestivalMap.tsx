import { useMachine } from '@xstate/react';
import { AdvancedMarker, APIProvider, ColorScheme, InfoWindow, Map, useMap } from '@vis.gl/react-google-maps';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { mapKeyboardMachine, type ArrowKey } from '#machines/mapKeyboard.machine';
import { findFestivalById } from '#content/festivals';
import type { LatLng } from '#src/features/plan/planTypes';
import { inspect } from '#src/lib/inspector';
import { FestivalInfo } from './FestivalInfo';
import * as styles from './FestivalMap.css';
import { FestivalMarkers } from './FestivalMarkers';
import { mapsLoader } from './mapsScript';
import { pinZIndex, visitorZIndex } from './markerStacking';
import { markerByStop, markerStops, markStop } from './markerStops';
import * as markerStyles from './markers.css';
import { LOCATION_ZOOM, type MapSelection, type MapView } from './mapView';
import { PinCentreButton } from './PinCentreButton';
import { PinInfo } from './PinInfo';

const libraries = [...mapsLoader.libraries];
const INFO_WINDOW_OFFSET: [number, number] = [0, -10];
const ARROW_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] satisfies ArrowKey[];

const keyboard = mapKeyboardMachine.provide({
  actions: {
    // Focus moves to a marker only from another marker, or when it was lost (the info window or
    // the cluster it was on has gone): never away from a control the visitor moved to.
    focusMarker: (_, { id }) => {
      const active = document.activeElement;
      if (!active || active === document.body || active.matches('[data-stop]')) markerByStop(document, id)?.focus();
    },
  },
});

type Props = {
  apiKey: string;
  /** The configured map ID, or Google's DEMO_MAP_ID: advanced markers need one. */
  mapId: string;
  initialView: MapView;
  pinning: boolean;
  pin: LatLng | null;
  visitor: LatLng | null;
  selection: MapSelection;
  onSelectFestival: (id: number) => void;
  onTogglePinInfo: () => void;
  onCloseInfo: (closed: MapSelection) => void;
  onMapClick: (position: LatLng) => void;
  /** Where the keyboard's 'Pin the centre of the map' button goes while pinning. */
  pinCentreSlot: HTMLElement | null;
};

/**
 * The Google map, in its dark colour scheme: festival advanced markers in clusters, the pin, the
 * visitor and one info window at a time. Loaded on demand, after the Maps script is ready, so no
 * other page carries its code. While pinning no marker takes a click, so the spot under the cursor
 * is pinned wherever it is. The keyboard: Tab reaches the markers, the arrow keys move between them
 * west to east (`mapKeyboardMachine`), Enter or Space opens one; each step is announced politely.
 */
export default function FestivalMap({ apiKey, mapId, initialView, pinning, pin, visitor, selection, pinCentreSlot, ...on }: Props) {
  const festival = selection?.kind === 'festival' ? findFestivalById(selection.id) : undefined;
  const [state, send] = useMachine(keyboard, { inspect });
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (pinning) send({ type: 'PINNING_STARTED' });
  }, [pinning, send]);

  // Capturing, so the page's order (west to east) comes before the map's own.
  const moveBetweenMarkers = (event: KeyboardEvent) => {
    const from = event.target instanceof HTMLElement ? event.target.dataset.stop : undefined;
    if (!from || !frame.current || !ARROW_KEYS.includes(event.key)) return;
    event.preventDefault();
    send({ type: 'ARROW', key: event.key as ArrowKey, from, stops: markerStops(frame.current) });
  };

  const selectFestival = (id: number) => {
    on.onSelectFestival(id);
    send({ type: 'MARKER_OPENED', id: `festival-${id}`, name: findFestivalById(id)?.name ?? '' });
  };
  const togglePinInfo = () => {
    if (selection?.kind !== 'pin') send({ type: 'MARKER_OPENED', id: 'pin', name: 'My Spot' });
    on.onTogglePinInfo();
  };
  const closeInfo = (closed: MapSelection) => {
    on.onCloseInfo(closed);
    send({ type: 'INFO_CLOSED' });
  };

  return (
    <APIProvider apiKey={apiKey} libraries={libraries}>
      <div ref={frame} className={styles.map} onKeyDownCapture={moveBetweenMarkers}>
        <Map
          className={styles.map}
          defaultCenter={initialView.center}
          defaultZoom={initialView.zoom}
          mapId={mapId}
          colorScheme={ColorScheme.DARK}
          disableDefaultUI
          zoomControl
          clickableIcons={false}
          draggableCursor={pinning ? 'crosshair' : 'grab'}
          onClick={({ detail }) => {
            if (detail.latLng) on.onMapClick(detail.latLng);
          }}
        >
          <FestivalMarkers
            onSelect={selectFestival}
            onOpenCluster={(festivalIds) => send({ type: 'CLUSTER_OPENED', festivalIds })}
            onDrawn={() => frame.current && send({ type: 'MARKERS_DRAWN', stops: markerStops(frame.current) })}
            clickable={!pinning}
          />
          {pin ? <SpotMarker spot="pin" position={pin} title="My Spot" clickable={!pinning} onClick={togglePinInfo} /> : null}
          {visitor ? <SpotMarker spot="visitor" position={visitor} title="You are here" clickable={!pinning} /> : null}
          <FollowVisitor visitor={visitor} />
          {festival && selection?.kind === 'festival' ? (
            <InfoWindow
              key={festival.id}
              position={{ lat: festival.coordinates[1], lng: festival.coordinates[0] }}
              pixelOffset={INFO_WINDOW_OFFSET}
              ariaLabel={festival.name}
              shouldFocus={selection.focus}
              onClose={() => closeInfo(selection)}
            >
              <FestivalInfo festival={festival} />
            </InfoWindow>
          ) : null}
          {pin && selection?.kind === 'pin' ? (
            <InfoWindow
              key="pin"
              position={pin}
              pixelOffset={INFO_WINDOW_OFFSET}
              ariaLabel="My Spot"
              shouldFocus
              onClose={() => closeInfo(selection)}
            >
              <PinInfo pin={pin} />
            </InfoWindow>
          ) : null}
        </Map>
      </div>
      <p role="status" className={styles.announcer}>
        {state.context.announcement}
      </p>
      {pinning ? <PinCentreButton onPin={on.onMapClick} slot={pinCentreSlot} /> : null}
    </APIProvider>
  );
}

const spotZIndex = { pin: pinZIndex, visitor: visitorZIndex };

type SpotMarkerProps = {
  spot: 'pin' | 'visitor';
  position: LatLng;
  title: string;
  clickable: boolean;
  onClick?: () => void;
};

/** The pin's red or the visitor's blue circle, centred on its place, a keyboard stop of its own. */
function SpotMarker({ spot, position, title, clickable, onClick }: SpotMarkerProps) {
  return (
    <AdvancedMarker
      ref={(marker) => {
        if (marker) markStop(marker, spot);
      }}
      position={position}
      title={title}
      zIndex={spotZIndex[spot]()}
      anchorLeft="-50%"
      anchorTop="-50%"
      clickable={clickable}
      onClick={onClick}
    >
      <div className={markerStyles.spot[spot]} />
    </AdvancedMarker>
  );
}

/** Pans to the visitor at street zoom each time 'Find My Crew' finds them. */
function FollowVisitor({ visitor }: { visitor: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (!map || !visitor) return;
    map.panTo(visitor);
    map.setZoom(LOCATION_ZOOM);
  }, [map, visitor]);
  return null;
}
