import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';

/**
 * When a route change takes away the element that had focus (a link or a form inside the old page,
 * or nothing at all), focus moves to the main region, so keyboard and screen-reader visitors start
 * reading the new page instead of being dropped on the page body. Focus in the header or footer,
 * which stay, is left where it is.
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>) {
  const [pathname] = useLocation();
  const firstRun = useRef(true);
  useLayoutEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const region = main.current;
    const focused = document.activeElement;
    if (!region || (focused && focused !== document.body && focused !== region && !region.contains(focused))) return;
    region.focus({ preventScroll: true });
  }, [main, pathname]);
}
