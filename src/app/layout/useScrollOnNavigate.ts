import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { useHash } from '../../lib/useHash';

/**
 * Scrolls to the top on every route change, or to the element named by the `#hash`
 * when there is one (e.g. /travel-deals#hotels).
 */
export function useScrollOnNavigate() {
  const [pathname] = useLocation();
  const hash = useHash();
  useLayoutEffect(() => {
    const target = hash.length > 1 ? document.getElementById(safeDecode(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
