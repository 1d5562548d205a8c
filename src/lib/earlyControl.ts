/**
 * Which events the early-event capture takes (decision 008): clicks on controls, form
 * submissions, and Enter or Space on scripted controls (native buttons turn those keys into a
 * click, which is what waits). Links and text fields are left alone: links navigate natively,
 * since every page is prerendered, and fields take focus and text.
 */
import { NOTICE_ATTRIBUTE } from './earlyNotice';

/** Controls whose click does something a script defines (or a native default that must wait). */
const CLICKABLE = [
  'button',
  'summary',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  'input[type="reset"]',
  'input[type="image"]',
  ...['button', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem', 'link'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/** Controls that turn Enter or Space into a click themselves: their key needs no capture. */
const NATIVELY_ACTIVATED = 'button, summary, input, select, textarea, a[href]';

const ACTIVATION_KEYS = new Set(['Enter', ' ']);

/** The control an event is aimed at, when it is one whose event must wait. */
export function controlFor(event: Event): Element | undefined {
  const origin = event.target;
  if (!(origin instanceof Element)) return undefined;
  if (event.type === 'submit') return origin instanceof HTMLFormElement ? origin : undefined;
  // Most keys are typing: they are let through before any lookup in the document.
  const activationKey = event instanceof KeyboardEvent && ACTIVATION_KEYS.has(event.key);
  if (event.type !== 'click' && !activationKey) return undefined;
  if (origin.closest(`a[href], [${NOTICE_ATTRIBUTE}]`)) return undefined;
  const control = origin.closest(CLICKABLE) ?? undefined;
  if (event.type === 'click' || !control) return control;
  return control.matches(NATIVELY_ACTIVATED) ? undefined : control;
}
