import { z } from 'zod/mini';
import { findFestivalById } from '#content/festivals';
import type { LatLng } from '#src/features/plan/planTypes';
import { paths } from '#src/lib/paths';

/** A plan as a share link carries it: saved festivals, and a meeting point only if the visitor chose to add one. */
export type SharedPlan = { festivalIds: number[]; meetingPoint?: LatLng };

/** The format this code writes and the only one it reads (docs/decisions/025). */
const VERSION = '1';

/** A link of every festival and a meeting point is under 200 characters: anything far longer is not ours. */
export const MAX_PLAN_FRAGMENT_LENGTH = 2048;

const coordinate = String.raw`-?\d{1,3}(\.\d{1,10})?`;

/**
 * `1,3,22`: distinct festival ids, at least one. An id may name a festival this build does not
 * have (one taken off the calendar, or added by a newer build): the reader leaves it out.
 */
const festivalIds = z.pipe(
  z.string().check(z.regex(/^\d{1,4}(,\d{1,4})*$/)),
  z.transform((text) => text.split(',').map(Number)),
).check(z.refine((ids) => new Set(ids).size === ids.length));

/** `51.09050,4.38670`: latitude then longitude, on the globe. */
const meetingPoint = z.pipe(
  z.pipe(
    z.string().check(z.regex(new RegExp(`^${coordinate},${coordinate}$`))),
    z.transform((text) => {
      const [lat, lng] = text.split(',').map(Number);
      return { lat, lng };
    }),
  ),
  z.object({
    lat: z.number().check(z.minimum(-90), z.maximum(90)),
    lng: z.number().check(z.minimum(-180), z.maximum(180)),
  }),
);

const fragmentSchema = z.object({ v: z.literal(VERSION), f: festivalIds, m: z.optional(meetingPoint) });

/** The fragment for a plan: `v=1&f=1,3,22`, then `&m=lat,lng` (five decimals, about a metre) when there is a meeting point. */
function planFragment({ festivalIds: ids, meetingPoint: point }: SharedPlan): string {
  const parts = [`v=${VERSION}`, `f=${ids.join(',')}`];
  if (point) parts.push(`m=${point.lat.toFixed(5)},${point.lng.toFixed(5)}`);
  return parts.join('&');
}

/**
 * The link to the shared-plan page on `origin` with the plan in its fragment, which browsers never
 * send to a server, and which the page reads offline.
 */
export function planLink(origin: string, plan: SharedPlan): string {
  return `${origin}${paths.sharedPlan}#${planFragment(plan)}`;
}

/** A plan read from a link: the festivals the site knows, and how many of its ids it does not. */
export type ReadPlan = SharedPlan & { unknownCount: number };

/**
 * The plan a link's fragment (`location.hash`, with or without its `#`) carries, with the ids of
 * festivals the site does not have left out and counted; undefined when it is not one this site
 * wrote (oversized, malformed, of another version) or names no festival the site has.
 */
export function readPlanFragment(hash: string): ReadPlan | undefined {
  if (hash.length > MAX_PLAN_FRAGMENT_LENGTH) return undefined;
  const fields = Object.fromEntries(new URLSearchParams(hash.replace(/^#/, '')));
  const result = fragmentSchema.safeParse(fields);
  if (!result.success) return undefined;
  const { f, m } = result.data;
  const known = f.filter((id) => findFestivalById(id) !== undefined);
  if (known.length === 0) return undefined;
  const read = { festivalIds: known, unknownCount: f.length - known.length };
  return m ? { ...read, meetingPoint: m } : read;
}
