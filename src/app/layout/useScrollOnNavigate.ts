import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useHash } from '#src/lib/useHash';

/** How long to wait for a lazily loaded page to render the element a `#hash` names. */
const HASH_TARGET_WAIT_MS = 3000;

/**
 * Scrolls to the top on every route change, or to the element named by the `#hash`
 * when there is one (e.g. /travel-deals#hotels), waiting for a lazy page to render it.
 * On the first render the browser keeps its own scroll position (reload, back), unless the
 * address names a `#hash`. Scrolls are instant: a smooth scroll can be cut short by layout.
 */
export function useScrollOnNavigate() {
  const [pathname] = useLocation();
  const hash = useHash();
  const firstRun = useRef(true);
  useLayoutEffect(() => {
    const isFirstRun = firstRun.current;
    firstRun.current = false;
    // While hydrating, `hash` is still the server's (empty); the address bar has the real one.
    const id = hashId(isFirstRun ? window.location.hash : hash);
    if (!id) {
      if (!isFirstRun) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: 'instant' });
      return;
    }
    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      observer.disconnect();
      late.scrollIntoView({ behavior: 'instant' });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HASH_TARGET_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, hash]);
}

function hashId(hash: string): string {
  if (hash.length <= 1) return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
