import { useMap } from '@vis.gl/react-google-maps';
import { createPortal } from 'react-dom';
import type { LatLng } from '#src/features/plan/planTypes';
import { Button } from '#src/ui/Button';
import * as styles from './PinCentreButton.css';

type Props = {
  onPin: (position: LatLng) => void;
  /** Where the button goes: beside 'Pin My Spot', so it never covers the map's markers. */
  slot: HTMLElement | null;
};

/**
 * While pinning, keyboard visitors pin the centre of the map (marked by a ring) instead of
 * clicking it. It takes focus, since 'Pin My Spot' is disabled while pinning.
 */
export function PinCentreButton({ onPin, slot }: Props) {
  const map = useMap();
  const pinCentre = () => {
    const centre = map?.getCenter();
    if (centre) onPin({ lat: centre.lat(), lng: centre.lng() });
  };
  return (
    <>
      <span className={styles.crosshair} aria-hidden="true" />
      {slot
        ? createPortal(
            // eslint-disable-next-line jsx-a11y/no-autofocus -- focus follows the visitor's own 'Pin My Spot'
            <Button onClick={pinCentre} autoFocus>
              Pin the centre of the map
            </Button>,
            slot,
          )
        : null}
    </>
  );
}
