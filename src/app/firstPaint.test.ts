import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const template = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const layout = readFileSync(new URL('./layout/Layout.tsx', import.meta.url), 'utf8');

describe('the first paint', () => {
  it('waits for the whole header: rendering is blocked until the main element is parsed', () => {
    expect(template).toMatch(/<link rel="expect" href="#main" blocking="render" \/>/);
    expect(layout).toMatch(/<main [^>]*id="main"/);
  });
});
