import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { festivalDays, lastDay } from './festivalDays';

describe('festivalDays', () => {
  it.each([
    ['one day', { date: '2027-07-16', days: 1 }, { first: { iso: '2027-07-16', text: 'July 16th, 2027' } }],
    [
      'days within a month',
      { date: '2027-06-23', days: 5 },
      { first: { iso: '2027-06-23', text: 'June 23rd' }, last: { iso: '2027-06-27', text: '27th, 2027' } },
    ],
    [
      'days across a month end',
      { date: '2027-07-30', days: 3 },
      { first: { iso: '2027-07-30', text: 'July 30th' }, last: { iso: '2027-08-01', text: 'August 1st, 2027' } },
    ],
    [
      'days across a year end',
      { date: '2027-12-30', days: 4 },
      { first: { iso: '2027-12-30', text: 'December 30th, 2027' }, last: { iso: '2028-01-02', text: 'January 2nd, 2028' } },
    ],
  ])('says %s with the year once', (_case, span, expected) => {
    expect(festivalDays(span)).toEqual(expected);
  });

  it('counts the first day among the days', () => {
    expect(format(lastDay({ date: '2027-06-23', days: 5 }), 'yyyy-MM-dd')).toBe('2027-06-27');
    expect(format(lastDay({ date: '2028-02-28', days: 2 }), 'yyyy-MM-dd')).toBe('2028-02-29');
  });
});
