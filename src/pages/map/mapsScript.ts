/**
 * Loads the Maps JavaScript API once per page, retrying a failed script 3 times after
 * n·2ⁿ ms (2, 8, 24). @vis.gl/react-google-maps' own loader never retries, so the script is
 * loaded here first; its APIProvider then finds `google.maps.importLibrary` and uses it.
 *
 * An attempt that misses its deadline may still arrive later. Its script element moves to an
 * inert document, where a late answer never runs (a removed element would still run), and its
 * callback does nothing; before each retry the loader looks for `google.maps`, in case the
 * script ran but its callback was late. Either way the API is loaded once.
 */

import { DEMO_MAP_ID, DEMO_MAPS_SCRIPT_PATH, MAPS_SCRIPT_URL } from '#content/services';

declare global {
  interface Window {
    /** Google calls this when it rejects the API key. */
    gm_authFailure?: () => void;
    festivalCompassMapsReady?: () => void;
    google?: { maps?: { importLibrary?: unknown } };
  }
}

/** Written down with the site's other service addresses, which the mocks and the Content-Security-Policy read too. */
export { DEMO_MAPS_SCRIPT_PATH, MAPS_SCRIPT_URL };

/** Loader settings: weekly channel, English, US region, origin-only referrer. */
export const mapsLoader = {
  version: 'weekly',
  language: 'en',
  region: 'US',
  libraries: ['marker', 'places'],
  authReferrerPolicy: 'origin',
  /** Names this site in Google's usage reports. */
  channel: 'festival-compass-web',
  retries: 3,
  /** A script that has not arrived by then counts as a failed attempt. */
  attemptTimeoutMs: 15_000,
} as const;

export type MapsScriptStatus = 'idle' | 'loading' | 'ready' | 'failed';

const CALLBACK = 'festivalCompassMapsReady';

let status: MapsScriptStatus = 'idle';
const listeners = new Set<() => void>();

function setStatus(next: MapsScriptStatus) {
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeToMapsScript(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function mapsScriptStatus(): MapsScriptStatus {
  return status;
}

export function mapsScriptUrl(apiKey: string, mapId?: string): string {
  const params = new URLSearchParams({
    key: apiKey,
    v: mapsLoader.version,
    language: mapsLoader.language,
    region: mapsLoader.region,
    libraries: mapsLoader.libraries.join(','),
    channel: mapsLoader.channel,
    auth_referrer_policy: mapsLoader.authReferrerPolicy,
    loading: 'async',
    callback: CALLBACK,
  });
  // Google's demo ID has no cloud configuration to preload.
  if (mapId && mapId !== DEMO_MAP_ID) params.set('map_ids', mapId);
  return `${MAPS_SCRIPT_URL}?${params}`;
}

/** The demo map's script: the fake `google.maps`, which calls the loader's callback like Google does. */
export function demoMapsScriptUrl(): string {
  return `${DEMO_MAPS_SCRIPT_PATH}?${new URLSearchParams({ callback: CALLBACK })}`;
}

/** Delay after the nth failed attempt: n·2ⁿ ms. */
export function retryDelay(failures: number): number {
  return failures * 2 ** failures;
}

const ignoreLateScript = () => {};

/** A script element moved to another document never runs, even when its answer arrives. */
const inertDocument = () => document.implementation.createHTMLDocument('');

/** True once a script has installed the API, even one whose attempt already timed out. */
const apiInstalled = () => typeof window.google?.maps?.importLibrary === 'function';

function appendScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const settle = () => {
      window.clearTimeout(timer);
      // A script that answers after this attempt is over calls a callback that does nothing.
      window[CALLBACK] = ignoreLateScript;
    };
    const fail = (reason: string) => {
      settle();
      inertDocument().adoptNode(script);
      reject(new Error(`Could not load ${src.split('?')[0]}: ${reason}`));
    };
    const timer = window.setTimeout(() => fail('no answer in time'), mapsLoader.attemptTimeoutMs);
    window[CALLBACK] = () => {
      settle();
      resolve();
    };
    script.onerror = () => fail('network error');
    document.head.append(script);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function load(src: string) {
  for (let failures = 0; ; ) {
    try {
      await appendScript(src);
      break;
    } catch (error) {
      failures += 1;
      if (failures > mapsLoader.retries) {
        console.error('The map could not load. Check the Google Maps API key or the network connection.', error);
        setStatus('failed');
        return;
      }
      await wait(retryDelay(failures));
      if (apiInstalled()) break;
    }
  }
  // Google may already have rejected the key through gm_authFailure.
  if (status === 'loading') setStatus('ready');
}

/** Starts loading the script from `src` (once; later calls do nothing). Browser only. */
export function loadMapsScript(src: string): void {
  if (status !== 'idle') return;
  setStatus('loading');
  window.gm_authFailure = () => {
    console.error('Google Maps rejected the API key. Check VITE_GOOGLE_MAPS_API_KEY and the referrers it allows.');
    setStatus('failed');
  };
  void load(src);
}
