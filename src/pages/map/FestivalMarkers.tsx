import { MarkerClusterer, SuperClusterAlgorithm } from '@googlemaps/markerclusterer';
import { useMap } from '@vis.gl/react-google-maps';
import { useEffect, useEffectEvent } from 'react';
import { festivals } from '#content/festivals';
import { clusterRenderer } from './clusterRenderer';
import { circleIcon, FESTIVAL_MARKER_SCALE, markerColours } from './mapStyle';

/** Clusters merge festivals within 60 px, up to zoom 16. */
const clusterOptions = { radius: 60, maxZoom: 16 } as const;

/** One violet legacy marker per festival, clustered; clicking one selects that festival. */
export function FestivalMarkers({ onSelect }: { onSelect: (id: number) => void }) {
  const map = useMap();
  const select = useEffectEvent(onSelect);

  useEffect(() => {
    if (!map) return;
    const markers = festivals.map((festival) => {
      const [lng, lat] = festival.coordinates;
      const marker = new google.maps.Marker({
        position: { lat, lng },
        title: festival.name,
        icon: circleIcon(markerColours.festival, FESTIVAL_MARKER_SCALE),
      });
      marker.addListener('click', () => select(festival.id));
      return marker;
    });
    const clusterer = new MarkerClusterer({
      map,
      markers,
      algorithm: new SuperClusterAlgorithm(clusterOptions),
      renderer: clusterRenderer,
    });
    return () => {
      clusterer.setMap(null);
      for (const marker of markers) google.maps.event.clearInstanceListeners(marker);
    };
  }, [map]);

  return null;
}
