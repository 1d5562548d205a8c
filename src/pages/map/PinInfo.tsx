import type { LatLng } from '#src/features/plan/planTypes';
import { drivingDirectionsUrl } from '#content/links';
import { coordinatesText } from '#src/features/plan/coordinatesText';
import { ExternalLink } from '#src/ui/ExternalLink';
import * as styles from './InfoWindow.css';

/** The pinned spot: in its info window on the map, and in place of the map when offline. */
export function PinInfo({ pin }: { pin: LatLng }) {
  return (
    <div className={styles.info}>
      <h2 className={styles.title}>My Spot</h2>
      <p className={styles.text}>Your home base!</p>
      <p className={styles.text} data-private>
        {coordinatesText(pin)}
      </p>
      <ExternalLink href={drivingDirectionsUrl(pin.lat, pin.lng)} className={styles.directions}>
        Get Directions
      </ExternalLink>
    </div>
  );
}
