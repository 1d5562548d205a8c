import { APIProvider, InfoWindow, Map, Marker, useMap } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';
import { findFestivalById } from '#content/festivals';
import type { LatLng } from '#src/features/plan/planTypes';
import { FestivalInfo } from './FestivalInfo';
import * as styles from './FestivalMap.css';
import { FestivalMarkers } from './FestivalMarkers';
import { circleIcon, darkMapStyle, markerColours } from './mapStyle';
import { mapsLoader } from './mapsScript';
import { pinZIndex, visitorZIndex } from './markerStacking';
import { LOCATION_ZOOM, type MapSelection, type MapView } from './mapView';
import { PinCentreButton } from './PinCentreButton';
import { PinInfo } from './PinInfo';

const libraries = [...mapsLoader.libraries];
const INFO_WINDOW_OFFSET: [number, number] = [0, -10];

type Props = {
  apiKey: string;
  mapId: string | undefined;
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
 * The Google map: festival markers in clusters, the pin, the visitor and one info window at a
 * time. Loaded on demand, after the Maps script is ready, so no other page carries its code.
 * While pinning no marker takes a click, so the spot under the cursor is pinned wherever it is.
 */
export default function FestivalMap({ apiKey, mapId, initialView, pinning, pin, visitor, selection, pinCentreSlot, ...on }: Props) {
  const festival = selection?.kind === 'festival' ? findFestivalById(selection.id) : undefined;
  return (
    <APIProvider apiKey={apiKey} libraries={libraries}>
      <Map
        className={styles.map}
        defaultCenter={initialView.center}
        defaultZoom={initialView.zoom}
        mapId={mapId}
        styles={mapId ? undefined : darkMapStyle}
        disableDefaultUI
        zoomControl
        clickableIcons={false}
        draggableCursor={pinning ? 'crosshair' : 'grab'}
        onClick={({ detail }) => {
          if (detail.latLng) on.onMapClick(detail.latLng);
        }}
      >
        <FestivalMarkers onSelect={on.onSelectFestival} clickable={!pinning} />
        {pin ? (
          <Marker
            position={pin}
            title="My Spot"
            icon={circleIcon(markerColours.pin, 9)}
            zIndex={pinZIndex()}
            clickable={!pinning}
            onClick={on.onTogglePinInfo}
          />
        ) : null}
        {visitor ? (
          <Marker
            position={visitor}
            title="You are here"
            icon={circleIcon(markerColours.visitor, 9)}
            zIndex={visitorZIndex()}
            clickable={!pinning}
          />
        ) : null}
        <FollowVisitor visitor={visitor} />
        {festival && selection?.kind === 'festival' ? (
          <InfoWindow
            key={festival.id}
            position={{ lat: festival.coordinates[1], lng: festival.coordinates[0] }}
            pixelOffset={INFO_WINDOW_OFFSET}
            ariaLabel={festival.name}
            shouldFocus={selection.focus}
            onClose={() => on.onCloseInfo(selection)}
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
            onClose={() => on.onCloseInfo(selection)}
          >
            <PinInfo pin={pin} />
          </InfoWindow>
        ) : null}
      </Map>
      {pinning ? <PinCentreButton onPin={on.onMapClick} slot={pinCentreSlot} /> : null}
    </APIProvider>
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
