import { vi } from 'vitest';

/** A part of the page whose code loads on first open, as `lazyComponent` makes one. */
type LazyPart = { preload: () => Promise<unknown> };

/**
 * The part's code fails to load while the connection is down, as a dropped chunk does; `reconnect`
 * lets the next load through. `preload` is the spy, to count the loads.
 */
export function dropConnection(part: LazyPart) {
  const load = part.preload;
  const connection = { up: false };
  const preload = vi
    .spyOn(part, 'preload')
    .mockImplementation(() => (connection.up ? load() : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
  return { preload, reconnect: () => (connection.up = true) };
}
