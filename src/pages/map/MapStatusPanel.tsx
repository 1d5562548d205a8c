import type { LatLng } from '#src/features/plan/planTypes';
import { spinner } from '#src/ui/Spinner.css';
import * as styles from './MapPage.css';
import { PinInfo } from './PinInfo';
import type { MapStatus } from './useMapStatus';

type Props = {
  status: Exclude<MapStatus, 'ready'>;
  /** The visitor's pinned spot, shown in place of the map when there is no connection. */
  pin?: LatLng | null;
  /** Whether a failure also tells developers where to look; a build leaves that to the console. */
  developerHints?: boolean;
  /**
   * Why 'Pin My Spot' and 'Find My Crew' are off, with the id they are described by. It is said
   * inside the map's area, whose size is fixed, so the page does not move when the map fails.
   */
  whyNoMapActions?: { id: string; text: string };
};

/** What the map area shows until the map itself can: loading, a failure, no connection, or a setup hint. */
export function MapStatusPanel({ status, pin, developerHints = false, whyNoMapActions }: Props) {
  const why = whyNoMapActions ? (
    <p id={whyNoMapActions.id} className={styles.panelText}>
      {whyNoMapActions.text}
    </p>
  ) : null;
  if (status === 'loading') {
    return (
      <div className={styles.panel}>
        <span className={spinner} aria-hidden="true" />
        <p role="status" className={styles.panelText}>
          Loading Map...
        </p>
      </div>
    );
  }
  if (status === 'offline') {
    return (
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>Map Needs a Connection</h2>
        <p className={styles.panelText}>
          The map needs a connection. You are offline: every festival is still listed on this page, and the map
          comes back when you reconnect.
        </p>
        {why}
        {pin ? <PinInfo pin={pin} /> : null}
      </div>
    );
  }
  if (status === 'setup') {
    return (
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>Setup Required</h2>
        <p className={styles.panelText}>
          Add your Google Maps API key as <code>VITE_GOOGLE_MAPS_API_KEY</code> in the <code>.env</code> file, then
          rebuild to see the festival map.
        </p>
        {why}
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>Map Failed to Load</h2>
      <p className={styles.panelText}>
        Sorry, the map cannot be shown right now. Every festival is still listed on this page, with its guide and
        directions. Please try again later.
      </p>
      {/* The likely causes, in plain words and in every build. */}
      <p className={styles.panelText}>The map’s API key may be missing or invalid, or the map service could not be reached.</p>
      {why}
      {developerHints ? (
        <p className={styles.developerHint}>
          For developers: check <code>VITE_GOOGLE_MAPS_API_KEY</code> and the console.
        </p>
      ) : null}
    </div>
  );
}
