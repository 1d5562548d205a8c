import { useEffect, useSyncExternalStore } from 'react';
import { MAPS_KEY_PLACEHOLDER } from '../../lib/env';
import { loadMapsScript, mapsScriptStatus, subscribeToMapsScript } from './mapsScript';

/** What the map area shows: a key problem, the loading state, or the map. */
export type MapStatus = 'loading' | 'ready' | 'failed' | 'setup';

const beforeHydration = () => 'idle' as const;

/**
 * Starts loading Google Maps after hydration when the key looks usable. A missing key fails
 * at once; the `.env.example` placeholder asks for setup instead.
 */
export function useMapStatus(apiKey: string | undefined, mapId: string | undefined): MapStatus {
  const script = useSyncExternalStore(subscribeToMapsScript, mapsScriptStatus, beforeHydration);
  const usableKey = apiKey && apiKey !== MAPS_KEY_PLACEHOLDER ? apiKey : undefined;
  useEffect(() => {
    if (usableKey) loadMapsScript(usableKey, mapId);
  }, [usableKey, mapId]);
  if (!apiKey) return 'failed';
  if (apiKey === MAPS_KEY_PLACEHOLDER) return 'setup';
  return script === 'idle' ? 'loading' : script;
}
