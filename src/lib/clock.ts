import { format } from 'date-fns';
import { useSyncExternalStore } from 'react';
import { site } from '#content/site';

/**
 * The one place that reads "today". Tests fix it with fake timers (Vitest) or `page.clock`
 * (Playwright). Returned as `yyyy-MM-dd` in the visitor's own time zone.
 */
export function todayIso(): string {
  return format(new Date(), 'yyyy-MM-dd');
}

const subscribe = () => () => {};

/**
 * "Today" for components. Prerendered HTML and hydration use the date the content was checked,
 * so server and client agree; the visitor's real date takes over right after hydration.
 */
export function useToday(): string {
  return useSyncExternalStore(subscribe, todayIso, () => site.contentAsOf);
}
