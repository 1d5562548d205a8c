import { useMap } from '@vis.gl/react-google-maps';
import { createPortal } from 'react-dom';
import type { LatLng } from '#src/features/plan/planTypes';
import { Button } from '#src/ui/Button';
import { focusAfterPaint } from '#src/ui/focusAfterPaint';
import * as styles from './PinCentreButton.css';

const focusWhenShown = (button: HTMLButtonElement | null) => void focusAfterPaint(button);

type Props = {
  onPin: (position: LatLng) => void;
  /** Where the button goes: beside 'Pin My Spot', so it never covers the map's markers. */
  slot: HTMLElement | null;
};

/**
 * While pinning, keyboard visitors pin the centre of the map (marked by a ring) instead of
 * clicking it. It takes focus, since 'Pin My Spot' is disabled while pinning: after the press's
 * frame has painted, so moving focus (its events, and restyling both buttons) does not hold up the
 * frame that shows pinning has started.
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
            // Focus follows the visitor's own 'Pin My Spot', just after the frame that shows the button.
            <Button onClick={pinCentre} ref={focusWhenShown}>
              Pin the centre of the map
            </Button>,
            slot,
          )
        : null}
    </>
  );
}
