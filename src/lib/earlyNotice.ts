/** Marks the notices the early-event capture shows by itself: a press not applied, the page not loading. */
export const NOTICE_ATTRIBUTE = 'data-early-notice';

/** Shows a notice at the foot of the page, with one button; `role` says how it is announced. */
export function showNotice(doc: Document, text: string, action: string, onAction: (notice: HTMLElement) => void, role = 'status'): HTMLElement {
  const notice = doc.createElement('div');
  const message = doc.createElement('p');
  const button = doc.createElement('button');
  notice.setAttribute(NOTICE_ATTRIBUTE, '');
  notice.setAttribute('role', role);
  button.type = 'button';
  button.textContent = action;
  button.addEventListener('click', () => onAction(notice));
  notice.append(message, button);
  doc.body.append(notice);
  // Filled once in the page, so that the live region announces its text.
  setTimeout(() => (message.textContent = text), 50);
  return notice;
}
