import { useState } from 'react';
import { toast } from 'sonner';
import type { LatLng } from '#src/features/plan/planTypes';

/**
 * 'Find My Crew': asks the browser where the visitor is. Each success is a new object, so the
 * map pans again even when the visitor has not moved.
 */
export function useVisitorLocation() {
  const [visitor, setVisitor] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(false);

  function locate() {
    if (!navigator.geolocation) {
      toast.error('Geolocation is not supported by this browser.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setVisitor({ lat: coords.latitude, lng: coords.longitude });
        toast.success("We've found you on the map!");
      },
      () => {
        setLocating(false);
        toast.error('Could not get your location.', {
          description: 'Please enable location services in your browser settings to use this feature.',
        });
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  return { visitor, locating, locate };
}
