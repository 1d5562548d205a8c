import { useSyncExternalStore } from 'react';
import { DEFAULT_GEAR_VIEW, readGearView, subscribeToGearView, type GearView } from './gearView';

/**
 * The gear checklist's view for a component. Prerendered HTML and hydration show the default, so
 * server and client agree; the stored view takes over right after hydration, and the page's
 * inline script shows it before that (`showGearViewEarly`).
 */
export function useGearView(): GearView {
  return useSyncExternalStore(subscribeToGearView, readGearView, () => DEFAULT_GEAR_VIEW);
}
