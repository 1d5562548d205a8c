import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the class names it is given with single spaces', () => {
    expect(cx('button', 'wide')).toBe('button wide');
  });

  it('leaves out missing and false names', () => {
    expect(cx('button', undefined, false, null, '', 'wide')).toBe('button wide');
  });

  it('gives undefined, so no empty class attribute, when there is no name at all', () => {
    expect(cx(undefined, false)).toBeUndefined();
  });
});
