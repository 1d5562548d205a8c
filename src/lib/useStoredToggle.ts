import { useCallback, type RefObject } from 'react';
import { showToggleState, storedToggle } from '#src/early/parts/storedToggles';
import type { StoredSet } from './storedSet';

/**
 * The props of a toggle for `value` of a stored set (decision 018): the attributes by which the
 * inline script shows its stored state before hydration, and a ref that shows the set's state as
 * it is now when the toggle mounts.
 *
 * Hydration renders every toggle off and leaves the attributes the script set. React corrects them
 * only when its own value changes, so if the set changed between the first paint and hydration (a
 * sync with the account replaced it), a toggle the script pressed would stay pressed while React
 * and the set both say off. `ref` is passed on, for a parent that needs the element.
 */
export function useStoredToggle<T extends string | number, E extends HTMLElement = HTMLElement>(
  set: StoredSet<T>,
  value: T,
  ref?: RefObject<E | null>,
) {
  const showTruth = useCallback(
    (element: E | null) => {
      if (ref) ref.current = element;
      if (element) showToggleState(element, set.read().includes(value));
    },
    [set, value, ref],
  );
  return { ...storedToggle(set.key, value), ref: showTruth };
}
