import type { LatLng } from '../../../machines/pinning.machine';
import { drivingDirectionsUrl } from '../../../content/links';
import { ExternalLink } from '../../ui/ExternalLink';
import * as styles from './InfoWindow.css';

/** The pinned spot's info window. */
export function PinInfo({ pin }: { pin: LatLng }) {
  return (
    <div className={styles.info}>
      <h2 className={styles.title}>My Spot</h2>
      <p className={styles.text}>Your home base!</p>
      <ExternalLink href={drivingDirectionsUrl(pin.lat, pin.lng)} className={styles.directions}>
        Get Directions
      </ExternalLink>
    </div>
  );
}
