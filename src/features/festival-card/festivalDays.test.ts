import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { findFestivalBySlug } from '#content/festivals';
import { dateRanges, festivalDays, festivalRanges, lastDay, runningDays } from './festivalDays';

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

describe('festival ranges', () => {
  const tomorrowland = findFestivalBySlug('tomorrowland')!;
  const glastonbury = findFestivalBySlug('glastonbury')!;

  it('are the runs of a two-weekend festival, and the days of any other as one', () => {
    expect(dateRanges(tomorrowland)).toEqual([
      { from: '2027-07-16', to: '2027-07-18' },
      { from: '2027-07-23', to: '2027-07-25' },
    ]);
    expect(dateRanges(glastonbury)).toEqual([{ from: '2027-06-23', to: '2027-06-27' }]);
  });

  it('run only on the days of each weekend', () => {
    expect(runningDays(tomorrowland)).toEqual(['2027-07-16', '2027-07-17', '2027-07-18', '2027-07-23', '2027-07-24', '2027-07-25']);
    expect(runningDays(glastonbury)).toHaveLength(5);
  });

  it('say each weekend, the year once at the end', () => {
    expect(festivalRanges(tomorrowland)).toEqual([
      { first: { iso: '2027-07-16', text: 'July 16th' }, last: { iso: '2027-07-18', text: '18th' } },
      { first: { iso: '2027-07-23', text: 'July 23rd' }, last: { iso: '2027-07-25', text: '25th, 2027' } },
    ]);
    expect(festivalRanges(glastonbury)).toEqual([festivalDays(glastonbury)]);
  });

  it('say the year of each run when they fall in two years', () => {
    const newYear = { date: '2027-12-31', days: 3, runs: [{ from: '2027-12-31', to: '2027-12-31' }, { from: '2028-01-02', to: '2028-01-02' }] };
    expect(festivalRanges(newYear).map(({ first }) => first.text)).toEqual(['December 31st, 2027', 'January 2nd, 2028']);
  });
});
