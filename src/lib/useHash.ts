import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => location.hash;
const serverHash = () => '';

/** The URL's `#hash`, updated on every navigation (wouter reports pushState and hashchange). */
export function useHash(): string {
  return useLocationProperty(currentHash, serverHash);
}
