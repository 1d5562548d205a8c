import { MarkerClusterer, SuperClusterAlgorithm } from '@googlemaps/markerclusterer';
import { useMap } from '@vis.gl/react-google-maps';
import { useEffect, useEffectEvent, useRef } from 'react';
import { festivals } from '#content/festivals';
import { clusterRenderer } from './clusterRenderer';
import { circleIcon, FESTIVAL_MARKER_SCALE, markerColours } from './mapStyle';

/**
 * Clusters merge festivals within 60 px, up to zoom 16. Supercluster measures in tiles of 512
 * units by default; Google's tiles are 256 px, so without `extent` the radius was half of that, and
 * markers near each other overlapped (touch targets under 24 px apart).
 */
const clusterOptions = { radius: 60, extent: 256, maxZoom: 16 } as const;

/** Clusters festivals; its markers, single festivals and clusters alike, can stop taking clicks. */
class FestivalClusterer extends MarkerClusterer {
  private clickable = true;

  setClickable(clickable: boolean) {
    this.clickable = clickable;
    for (const marker of this.markers) if (marker instanceof google.maps.Marker) marker.setClickable(clickable);
    for (const { marker } of this.clusters) if (marker instanceof google.maps.Marker) marker.setClickable(clickable);
  }

  /** Each clustering draws new cluster markers: they follow the current setting too. */
  protected override renderClusters() {
    super.renderClusters();
    this.setClickable(this.clickable);
  }
}

type Props = {
  onSelect: (id: number) => void;
  /** Off while pinning: a click on a festival or a cluster then reaches the map and pins that spot. */
  clickable: boolean;
};

/** One violet legacy marker per festival, clustered; clicking one selects that festival. */
export function FestivalMarkers({ onSelect, clickable }: Props) {
  const map = useMap();
  const select = useEffectEvent(onSelect);
  const clusterer = useRef<FestivalClusterer | null>(null);
  const clickableNow = useEffectEvent(() => clickable);

  useEffect(() => {
    if (!map) return;
    const markers = festivals.map((festival) => {
      const [lng, lat] = festival.coordinates;
      const marker = new google.maps.Marker({
        position: { lat, lng },
        title: festival.name,
        icon: circleIcon(markerColours.festival, FESTIVAL_MARKER_SCALE),
        clickable: clickableNow(),
      });
      marker.addListener('click', () => select(festival.id));
      return marker;
    });
    const drawn = new FestivalClusterer({
      map,
      markers,
      algorithm: new SuperClusterAlgorithm(clusterOptions),
      renderer: clusterRenderer,
    });
    drawn.setClickable(clickableNow());
    clusterer.current = drawn;
    return () => {
      clusterer.current = null;
      drawn.setMap(null);
      for (const marker of markers) google.maps.event.clearInstanceListeners(marker);
    };
  }, [map]);

  useEffect(() => clusterer.current?.setClickable(clickable), [clickable]);

  return null;
}
