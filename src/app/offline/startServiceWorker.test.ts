import { describe, expect, it } from 'vitest';
import { wantsServiceWorker } from './startServiceWorker';

describe('wantsServiceWorker', () => {
  it('never registers in development', () => {
    expect(wantsServiceWorker('off', '?service-worker', true)).toBe(false);
  });

  it('always registers in a production build', () => {
    expect(wantsServiceWorker('on', '', false)).toBe(true);
  });

  it('registers in the end-to-end build only when a test asks, or a worker it asked for controls the page', () => {
    expect(wantsServiceWorker('on-request', '', false)).toBe(false);
    expect(wantsServiceWorker('on-request', '?festival=coachella', false)).toBe(false);
    expect(wantsServiceWorker('on-request', '?service-worker', false)).toBe(true);
    expect(wantsServiceWorker('on-request', '?festival=coachella&service-worker', false)).toBe(true);
    expect(wantsServiceWorker('on-request', '', true)).toBe(true);
  });
});
