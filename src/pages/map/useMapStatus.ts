import { useEffect, useSyncExternalStore } from 'react';
import { MAPS_KEY_PLACEHOLDER } from '../../lib/env';
import { useOnline } from '../../lib/useOnline';
import { loadMapsScript, mapsScriptStatus, subscribeToMapsScript } from './mapsScript';

/** What the map area shows: a key problem, the loading state, no connection, or the map. */
export type MapStatus = 'loading' | 'ready' | 'failed' | 'setup' | 'offline';

const beforeHydration = () => 'idle' as const;

/**
 * Starts loading Google Maps after hydration when the key looks usable. A missing key fails
 * at once; the `.env.example` placeholder asks for setup instead.
 */
export function useMapStatus(apiKey: string | undefined, mapId: string | undefined): MapStatus {
  const script = useSyncExternalStore(subscribeToMapsScript, mapsScriptStatus, beforeHydration);
  const online = useOnline();
  const usableKey = apiKey && apiKey !== MAPS_KEY_PLACEHOLDER ? apiKey : undefined;
  useEffect(() => {
    // The loader gives up for good on a failure: wait for a connection before asking.
    if (usableKey && online) loadMapsScript(usableKey, mapId);
  }, [usableKey, mapId, online]);
  if (!apiKey) return 'failed';
  if (apiKey === MAPS_KEY_PLACEHOLDER) return 'setup';
  if (!online && script !== 'ready') return 'offline';
  return script === 'idle' ? 'loading' : script;
}
