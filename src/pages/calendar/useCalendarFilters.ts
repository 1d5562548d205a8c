import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { readFilters, writeFilters, type FilterState, type FilterOptions } from './filterState';

/**
 * The calendar filters, kept in the URL query so a filtered view can be shared and survives a
 * reload. Changes replace the current history entry rather than adding one per keystroke.
 */
export function useCalendarFilters(options: FilterOptions) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params, options), [params, options]);
  const change = useCallback(
    (patch: Partial<FilterState>) =>
      setParams((current) => writeFilters(current, { ...readFilters(current, options), ...patch }), { replace: true }),
    [setParams, options],
  );
  return [filters, change] as const;
}
