import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** How near its end (in px) a scroller counts as at the end: the rest is rounding. */
const AT_END_PX = 2;

/**
 * Keeps `scroller` scrolled to its end while the visitor has not scrolled up. It scrolls whenever
 * the scroller or its `content` changes size (a message added, a reply laid out, the form under
 * the log growing), from a ResizeObserver, so once that layout is final. Scrolling up stops it;
 * scrolling back to the end, or a new `follow` value (the visitor sent a message), resumes it.
 */
export function useStickToEnd(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, follow: unknown) {
  const following = useRef(true);

  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner) return;
    let lastTop = element.scrollTop;
    const onScroll = () => {
      const atEnd = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_END_PX;
      // Scrolling towards the end (our own smooth scrolling) keeps following; only a move up stops it.
      if (atEnd) following.current = true;
      else if (element.scrollTop < lastTop) following.current = false;
      lastTop = element.scrollTop;
    };
    const observer = new ResizeObserver(() => {
      if (following.current) element.scrollTo({ top: element.scrollHeight });
    });
    observer.observe(element);
    observer.observe(inner);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
    };
  }, [scroller, content]);

  useLayoutEffect(() => {
    following.current = true;
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [scroller, follow]);
}
