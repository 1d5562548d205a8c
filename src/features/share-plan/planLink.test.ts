import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { festivals } from '#content/festivals';
import { MAX_PLAN_FRAGMENT_LENGTH, planLink, readPlanFragment } from './planLink';

const knownIds = festivals.map((festival) => festival.id);
const fragmentOf = (link: string) => new URL(link).hash;

/** What five decimals keep of a coordinate (about a metre), as the link writes it. */
const rounded = (value: number) => Number(value.toFixed(5));

describe('share links', () => {
  it('point to the shared-plan page and carry the plan in the fragment only', () => {
    const link = new URL(planLink('https://festivalcompass.example', { festivalIds: [1, 3], meetingPoint: { lat: 51.0905, lng: 4.3867 } }));
    expect(link.origin + link.pathname).toBe('https://festivalcompass.example/shared-plan');
    expect(link.search).toBe('');
    expect(link.hash).toBe('#v=1&f=1,3&m=51.09050,4.38670');
  });

  it('leave the meeting point out unless it is given', () => {
    expect(fragmentOf(planLink('https://festivalcompass.example', { festivalIds: [2] }))).toBe('#v=1&f=2');
  });

  it('read back what they carry, for any saved festivals and any meeting point', () => {
    const plans = fc.record(
      {
        festivalIds: fc.subarray(knownIds, { minLength: 1 }),
        meetingPoint: fc.record({
          lat: fc.double({ min: -90, max: 90, noNaN: true }),
          lng: fc.double({ min: -180, max: 180, noNaN: true }),
        }),
      },
      { requiredKeys: ['festivalIds'] },
    );
    fc.assert(
      fc.property(plans, (plan) => {
        const read = readPlanFragment(fragmentOf(planLink('https://festivalcompass.example', plan)));
        expect(read?.festivalIds).toEqual(plan.festivalIds);
        if (plan.meetingPoint) {
          expect(read?.meetingPoint?.lat).toBe(rounded(plan.meetingPoint.lat));
          expect(read?.meetingPoint?.lng).toBe(rounded(plan.meetingPoint.lng));
        } else {
          expect(read?.meetingPoint).toBeUndefined();
        }
      }),
    );
  });

  it('every festival at once fits well inside the size limit', () => {
    const link = planLink('https://festivalcompass.example', { festivalIds: knownIds, meetingPoint: { lat: -89.99999, lng: -179.99999 } });
    expect(fragmentOf(link).length).toBeLessThan(MAX_PLAN_FRAGMENT_LENGTH / 4);
  });

  it('are read with or without the #, and with commas percent-encoded by a messenger', () => {
    expect(readPlanFragment('v=1&f=1,3')).toEqual({ festivalIds: [1, 3], unknownCount: 0 });
    expect(readPlanFragment('#v=1&f=1%2C3&m=51.09050%2C4.38670')).toEqual({ festivalIds: [1, 3], unknownCount: 0, meetingPoint: { lat: 51.0905, lng: 4.3867 } });
  });

  it('leave out the ids of festivals the site does not have, and count them', () => {
    const unknown = Math.max(...knownIds) + 1;
    expect(readPlanFragment(`#v=1&f=1,${unknown},3,0`)).toEqual({ festivalIds: [1, 3], unknownCount: 2 });
    expect(readPlanFragment(`#v=1&f=${unknown},2&m=51.09050,4.38670`)).toEqual({ festivalIds: [2], unknownCount: 1, meetingPoint: { lat: 51.0905, lng: 4.3867 } });
  });
});

describe('a link that is not one the site made reads as no plan', () => {
  it.each([
    ['empty', ''],
    ['only the mark', '#'],
    ['no festivals', '#v=1'],
    ['an empty festival list', '#v=1&f='],
    ['a gap in the list', '#v=1&f=1,,3'],
    ['words for ids', '#v=1&f=one,three'],
    ['a negative id', '#v=1&f=-1'],
    ['a fractional id', '#v=1&f=1.5'],
    ['a repeated festival', '#v=1&f=1,1'],
    ['a meeting point off the globe', '#v=1&f=1&m=91,0'],
    ['a meeting point with one coordinate', '#v=1&f=1&m=51.09'],
    ['a meeting point in words', '#v=1&f=1&m=north,east'],
    ['broken percent-encoding', '#v=1&f=%E0%A4%A'],
    ['a base64 blob', '#eyJmIjpbMSwzXX0'],
  ])('%s', (_, hash) => {
    expect(readPlanFragment(hash)).toBeUndefined();
  });

  it('an unknown version, newer or older', () => {
    for (const version of ['2', '0', '', '1.0', 'v1']) expect(readPlanFragment(`#v=${version}&f=1,3`)).toBeUndefined();
    expect(readPlanFragment('#f=1,3')).toBeUndefined();
  });

  it('only ids no festival has', () => {
    const unknown = Math.max(...knownIds) + 1;
    expect(readPlanFragment(`#v=1&f=${unknown}`)).toBeUndefined();
    expect(readPlanFragment(`#v=1&f=0,${unknown}`)).toBeUndefined();
    expect(readPlanFragment('#v=1&f=99999')).toBeUndefined();
  });

  it('an oversized fragment, whatever it holds', () => {
    const padding = `&x=${'a'.repeat(MAX_PLAN_FRAGMENT_LENGTH)}`;
    expect(readPlanFragment(`#v=1&f=1${padding}`)).toBeUndefined();
    expect(readPlanFragment(`#v=1&f=1${padding.slice(0, MAX_PLAN_FRAGMENT_LENGTH - 20)}`)).toEqual({ festivalIds: [1], unknownCount: 0 });
  });

  it('any text at all, without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const read = readPlanFragment(text);
        if (read) expect(read.festivalIds.every((id) => knownIds.includes(id))).toBe(true);
      }),
    );
  });
});
