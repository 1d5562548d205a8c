import { useEffect } from 'react';

/**
 * Keeps a control focused from the keyboard clear of the sticky header, the cookie bar and the
 * chat launcher (WCAG 2.4.11). The browser scrolls a focused control into view only when it is
 * off screen, not when one of those covers it; an explicit scroll to the nearest edge honours the
 * page's scroll padding, which leaves room for them (src/styles/global.css.ts).
 */
export function useFocusInView() {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) {
        event.target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      }
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}
