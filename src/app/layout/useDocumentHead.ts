import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { applyHeadTags, headTags } from '#src/app/head';
import { matchPage } from '#src/app/matchPage';

/** Keeps the head's tags (src/app/head.ts) in step with client-side navigation. */
export function useDocumentHead() {
  const [pathname] = useLocation();
  useEffect(() => {
    applyHeadTags(document, headTags(matchPage(pathname).head, pathname));
  }, [pathname]);
}
