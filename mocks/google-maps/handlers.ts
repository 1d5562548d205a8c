import { http, HttpResponse } from 'msw';
import { MAPS_SCRIPT_URL } from '#content/services';
import { fakeGoogleMapsScript } from './fakeGoogleMaps';

function script(request: Request, rejectKey: boolean) {
  const callback = new URL(request.url).searchParams.get('callback') ?? '';
  return new HttpResponse(fakeGoogleMapsScript(callback, { rejectKey }), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}

/** Serves the fake `google.maps`, which then calls the loader's `callback`. */
export const fakeGoogleMapsHandler = http.get(MAPS_SCRIPT_URL, ({ request }) => script(request, false));

/** Loads, then rejects the key the way Google does: by calling `window.gm_authFailure`. */
export const rejectedKeyGoogleMapsHandler = http.get(MAPS_SCRIPT_URL, ({ request }) => script(request, true));

/** The script never arrives (offline, blocked, or Google unreachable). */
export const unreachableGoogleMapsHandler = http.get(MAPS_SCRIPT_URL, () => HttpResponse.error());
