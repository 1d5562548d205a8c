/**
 * The text of the page the assistant answers from: what the visitor reads in `main`, except the
 * parts marked `data-private` (the signed-in email, the pinned spot's coordinates), which never
 * leave the browser.
 */
export function readablePageText(): string | undefined {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return undefined;
  // innerText follows the layout (hidden parts left out, blocks on their own lines), so the private
  // parts are taken out of the layout while it is read; no frame is painted in between.
  const hidden = [...main.querySelectorAll<HTMLElement>('[data-private]')].map((element) => {
    const display = [element.style.getPropertyValue('display'), element.style.getPropertyPriority('display')] as const;
    const hadStyle = element.hasAttribute('style');
    element.style.setProperty('display', 'none', 'important');
    return () => {
      element.style.setProperty('display', ...display);
      if (!hadStyle) element.removeAttribute('style');
    };
  });
  try {
    return main.innerText;
  } finally {
    for (const restore of hidden) restore();
  }
}
