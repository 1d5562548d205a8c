import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { useHash } from '../../lib/useHash';

/** How long to wait for a lazily loaded page to render the element a `#hash` names. */
const HASH_TARGET_WAIT_MS = 3000;

/**
 * Scrolls to the top on every route change, or to the element named by the `#hash`
 * when there is one (e.g. /travel-deals#hotels), waiting for a lazy page to render it.
 */
export function useScrollOnNavigate() {
  const [pathname] = useLocation();
  const hash = useHash();
  useLayoutEffect(() => {
    const id = hash.length > 1 ? safeDecode(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    if (!id) return;
    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      observer.disconnect();
      late.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HASH_TARGET_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, hash]);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
