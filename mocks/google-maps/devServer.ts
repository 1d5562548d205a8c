import type { Plugin } from 'vite';
import { DEMO_MAPS_SCRIPT_PATH } from '#content/services.js';
import { fakeGoogleMapsScript } from './fakeGoogleMaps.ts';

/**
 * The demo map: the development server answers the demo script path with the fake
 * `google.maps` the tests use, so `npm start` without a Maps key still shows markers, clusters,
 * info windows and pinning. A build never contains it (tests/security.spec.ts checks).
 */
export function serveDemoGoogleMaps(): Plugin {
  return {
    name: 'festival-compass:demo-google-maps',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(DEMO_MAPS_SCRIPT_PATH, (request, response) => {
        const callback = new URL(request.url ?? '', 'http://localhost').searchParams.get('callback') ?? '';
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(fakeGoogleMapsScript(callback));
      });
    },
  };
}
