import { useEffect, useSyncExternalStore } from 'react';
import { MAPS_KEY_PLACEHOLDER } from '#src/lib/env';
import { useOnline } from '#src/lib/useOnline';
import { demoMapsScriptUrl, loadMapsScript, mapsScriptStatus, mapsScriptUrl, subscribeToMapsScript } from './mapsScript';

/** What the map area shows: a key problem, the loading state, no connection, or the map. */
export type MapStatus = 'loading' | 'ready' | 'failed' | 'setup' | 'offline';

const beforeHydration = () => 'idle' as const;

function scriptSource(apiKey: string | undefined, mapId: string | undefined, demoMap: boolean): string | undefined {
  if (apiKey) return apiKey === MAPS_KEY_PLACEHOLDER ? undefined : mapsScriptUrl(apiKey, mapId);
  // Only the development server serves the demo map; a build drops this branch.
  return import.meta.env.DEV && demoMap ? demoMapsScriptUrl() : undefined;
}

/**
 * Starts loading Google Maps after hydration when the key looks usable, or the demo map when
 * there is no key and the development server serves it. A missing key fails at once otherwise;
 * the `.env.example` placeholder asks for setup instead.
 */
export function useMapStatus(apiKey: string | undefined, mapId: string | undefined, demoMap: boolean): MapStatus {
  const script = useSyncExternalStore(subscribeToMapsScript, mapsScriptStatus, beforeHydration);
  const online = useOnline();
  const source = scriptSource(apiKey, mapId, demoMap);
  useEffect(() => {
    // The loader gives up for good on a failure: wait for a connection before asking. The browser
    // is asked itself, as hydration renders with the prerendered page's `online`.
    if (source && online && navigator.onLine) loadMapsScript(source);
  }, [source, online]);
  const noKey = !source && apiKey !== MAPS_KEY_PLACEHOLDER;
  useEffect(() => {
    // Visitors are told the map cannot be shown; the cause is for whoever reads the console.
    if (noKey) console.error('The map has no Google Maps API key: set VITE_GOOGLE_MAPS_API_KEY and rebuild.');
  }, [noKey]);
  if (apiKey === MAPS_KEY_PLACEHOLDER) return 'setup';
  if (!source) return 'failed';
  if (!online && script !== 'ready') return 'offline';
  return script === 'idle' ? 'loading' : script;
}
