import { MarkerClusterer, SuperClusterAlgorithm, type onClusterClickHandler } from '@googlemaps/markerclusterer';
import { useMap, useMapsLibrary } from '@vis.gl/react-google-maps';
import { useEffect, useEffectEvent, useRef } from 'react';
import { festivals } from '#content/festivals';
import { clusterRenderer } from './clusterRenderer';
import { FESTIVAL_Z_INDEX } from './markerStacking';
import { festivalsOf, markStop } from './markerStops';
import * as styles from './markers.css';

/**
 * Clusters merge festivals within 60 px, up to zoom 16. Supercluster measures in tiles of 512
 * units by default; Google's tiles are 256 px, so without `extent` the radius was half of that, and
 * markers near each other overlapped (touch targets under 24 px apart).
 */
const clusterOptions = { radius: 60, extent: 256, maxZoom: 16 } as const;

const isAdvancedMarker = (marker: unknown): marker is google.maps.marker.AdvancedMarkerElement =>
  marker instanceof google.maps.marker.AdvancedMarkerElement;

/** Clusters festivals; its markers, single festivals and clusters alike, can stop taking clicks. */
class FestivalClusterer extends MarkerClusterer {
  private clickable = true;

  setClickable(clickable: boolean) {
    this.clickable = clickable;
    for (const marker of this.markers) if (isAdvancedMarker(marker)) marker.gmpClickable = clickable;
    for (const { marker } of this.clusters) if (isAdvancedMarker(marker)) marker.gmpClickable = clickable;
  }

  /** Each clustering draws new cluster markers: they follow the current setting too. */
  protected override renderClusters() {
    super.renderClusters();
    this.setClickable(this.clickable);
  }
}

type Props = {
  onSelect: (id: number) => void;
  /** A cluster was opened (clicked, or Enter or Space on it): the map zooms into it. */
  onOpenCluster: (festivalIds: number[]) => void;
  /** The clusterer has drawn the markers for the map's new view. */
  onDrawn: () => void;
  /** Off while pinning: a click on a festival or a cluster then reaches the map and pins that spot. */
  clickable: boolean;
};

/**
 * One violet advanced marker per festival, clustered; a festival or a cluster is a button (Google
 * makes a clickable advanced marker one), so a click, Enter or Space selects the festival or zooms
 * into the cluster.
 */
export function FestivalMarkers({ onSelect, onOpenCluster, onDrawn, clickable }: Props) {
  const map = useMap();
  const markerLibrary = useMapsLibrary('marker');
  const select = useEffectEvent(onSelect);
  const openCluster = useEffectEvent(onOpenCluster);
  const drawn = useEffectEvent(onDrawn);
  const clusterer = useRef<FestivalClusterer | null>(null);
  const clickableNow = useEffectEvent(() => clickable);

  useEffect(() => {
    if (!map || !markerLibrary) return;
    const markers = festivals.map((festival) => {
      const [lng, lat] = festival.coordinates;
      const content = document.createElement('div');
      content.className = styles.festival;
      const marker = new markerLibrary.AdvancedMarkerElement({
        position: { lat, lng },
        title: festival.name,
        content,
        zIndex: FESTIVAL_Z_INDEX,
        gmpClickable: clickableNow(),
        anchorLeft: '-50%',
        anchorTop: '-50%',
      });
      markStop(marker, `festival-${festival.id}`, [festival.id]);
      marker.addEventListener('gmp-click', () => select(festival.id));
      return marker;
    });
    const onClusterClick: onClusterClickHandler = (_, cluster, clusteredMap) => {
      if (cluster.bounds) clusteredMap.fitBounds(cluster.bounds);
      openCluster(cluster.markers.flatMap((marker) => (isAdvancedMarker(marker) ? festivalsOf(marker) : [])));
    };
    const clustered = new FestivalClusterer({
      map,
      markers,
      algorithm: new SuperClusterAlgorithm(clusterOptions),
      renderer: clusterRenderer,
      onClusterClick,
    });
    clustered.setClickable(clickableNow());
    // A former cluster's marker leaves the map a frame after the new ones are drawn.
    const ended = google.maps.event.addListener(clustered, 'clusteringend', () => requestAnimationFrame(() => drawn()));
    clusterer.current = clustered;
    return () => {
      clusterer.current = null;
      ended.remove();
      clustered.setMap(null);
    };
  }, [map, markerLibrary]);

  useEffect(() => clusterer.current?.setClickable(clickable), [clickable]);

  return null;
}
