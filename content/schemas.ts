import { addDays, format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { genreList, genres } from './genres';

/** An absolute https link to another site. */
const externalUrl = z.url({ protocol: /^https$/ });

/** A path on this site, such as '/gear-checklists' or '/images/gear/headlamp.svg'. */
const sitePath = z.string().regex(/^\/[a-z0-9/._-]*$/, 'Expected a path on this site');

/** A calendar day written yyyy-MM-dd that is a real date. */
export const isoDateSchema = z.iso
  .date()
  .refine((value) => isValid(parseISO(value)), 'Expected a real calendar date');

const genreText = z
  .string()
  .refine(
    (value) => genreList(value).every((g) => (genres as readonly string[]).includes(g)),
    `Expected a comma-separated list of: ${genres.join(', ')}`,
  );

/** Whether runs follow one another, apart, each ending on or after its start, from `date` to the last of the `days`. */
function runsFitTheSpan(date: string, days: number, runs: ReadonlyArray<{ from: string; to: string }>): boolean {
  const lastDay = addDays(parseISO(date), days - 1);
  if (!isValid(lastDay)) return false;
  const last = format(lastDay, 'yyyy-MM-dd');
  const ordered = runs.every((run, i) => run.from <= run.to && (i === 0 || (runs[i - 1]?.to ?? '') < run.from));
  return ordered && runs[0]?.from === date && runs.at(-1)?.to === last;
}

export const festivalSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  /** Names the festival in its guide's address (src/lib/paths.ts builds every link from it). */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected lowercase words joined by hyphens'),
  description: z.string().min(1),
  /** The first day. */
  date: isoDateSchema,
  /** How many calendar days the edition spans, first and last included (two weekends span both). */
  days: z.number().int().min(1).max(14),
  /**
   * The stretches it runs, when it runs more than one (two weekends are two): each one's first and
   * last day, in order, the first starting on `date` and the last ending the `days`.
   */
  runs: z.array(z.object({ from: isoDateSchema, to: isoDateSchema })).min(2).optional(),
  location: z.object({ city: z.string().min(1), country: z.string().min(1) }),
  genre: genreText,
  /** [longitude, latitude], as GeoJSON orders them. */
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  /** Whether public/images/posters/{slug}.svg exists; without one the fallback poster shows. */
  poster: z.boolean(),
  bookingUrl: externalUrl,
  ticketUrl: externalUrl.optional(),
}).refine(
  ({ date, days, runs }) => runs === undefined || runsFitTheSpan(date, days, runs),
  { message: 'Expected runs in order, apart, from the first day to the last', path: ['runs'] },
);
export type Festival = z.infer<typeof festivalSchema>;

export const gearCategoryNames = [
  'Festival Essentials',
  'Camping',
  'Clothing',
  'Tech',
  'Hydration',
  'Personal Care',
  'Rave Accessories',
] as const;
export type GearCategoryName = (typeof gearCategoryNames)[number];

/** The drawn icons a gear category can show beside its title. */
export const gearIconNames = ['ticket', 'tent', 'shirt', 'battery', 'droplet', 'bottle', 'sparkles'] as const;
export type GearIconName = (typeof gearIconNames)[number];

export const gearCategorySchema = z.object({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  title: z.enum(gearCategoryNames),
  subtitle: z.string().min(1),
  icon: z.enum(gearIconNames),
});
export type GearCategory = z.infer<typeof gearCategorySchema>;

export const gearItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  description: z.string().min(1),
  imageUrl: sitePath,
  amazonUrl: externalUrl,
  category: z.enum(gearCategoryNames),
});
export type GearItem = z.infer<typeof gearItemSchema>;

export const featuredGuideSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  img: sitePath,
  imgAlt: z.string().min(1),
  link: sitePath,
});
export type FeaturedGuide = z.infer<typeof featuredGuideSchema>;

/** A part of a guide with the pages that confirmed its facts. */
const sourced = { sources: z.array(externalUrl).min(1) };

/** A festival's own guide: how to get there, where to stay, the weather, tips and official links, each part with its sources. */
export const festivalGuideSchema = z.object({
  /** A festival slug from content/festivals/. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected lowercase words joined by hyphens'),
  /** When the facts were last checked. */
  checked: isoDateSchema,
  officialSite: externalUrl,
  /** The festival's own getting-there (travel) page. */
  gettingThereUrl: externalUrl,
  gettingThere: z.object({
    ...sourced,
    airports: z
      .array(
        z.object({
          name: z.string().min(1),
          iata: z.string().regex(/^[A-Z]{3}$/, 'Expected a three-letter IATA code'),
          /** How far or how long to the site, as the source says. */
          note: z.string().min(1),
        }),
      )
      .min(1),
    /** The train or bus lines and stations that serve the site, and official shuttles. */
    transit: z.array(z.string().min(1)).min(1),
    driving: z.string().min(1).optional(),
  }),
  staying: z.object({
    ...sourced,
    /** The on-site camping by name and what it offers. */
    camping: z.string().min(1),
    /** Nearby towns for hotels, and when they sell out. */
    towns: z.string().min(1).optional(),
  }),
  weather: z.object({
    ...sourced,
    month: z.string().min(1),
    /** Typical day and night temperatures and rain in that month. */
    typical: z.string().min(1),
    /** What that means for packing. */
    packing: z.string().min(1),
  }),
  tips: z.object({ ...sourced, items: z.array(z.string().min(1)).min(4) }),
  /** Gear the festival stresses: ids of content/gear.ts items, each with a short reason. */
  packingFocus: z
    .array(z.object({ itemId: z.string().min(1), reason: z.string().min(1) }))
    .min(1)
    .max(5),
});
export type FestivalGuide = z.infer<typeof festivalGuideSchema>;

export const attractionTypes = ['Nature', 'Tour', 'Historic', 'Nightlife', 'Food'] as const;
export type AttractionType = (typeof attractionTypes)[number];

export const attractionSchema = z.object({
  name: z.string().min(1),
  type: z.enum(attractionTypes),
  description: z.string().min(1),
  bookingUrl: externalUrl,
});
export type Attraction = z.infer<typeof attractionSchema>;

export const travelDealSchema = z.object({
  provider: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  url: externalUrl,
  /** Button label, e.g. 'Search Flights'. */
  cta: z.string().min(1),
  /** True when we may earn a commission through this link. */
  affiliate: z.boolean(),
});
export type TravelDeal = z.infer<typeof travelDealSchema>;

export const travelDealGroupSchema = z.object({
  /** Anchor on /travel-deals, e.g. 'flights' for #flights. */
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  title: z.string().min(1),
  deals: z.array(travelDealSchema).min(1),
});
export type TravelDealGroup = z.infer<typeof travelDealGroupSchema>;

export const destinationSchema = z.object({
  city: z.string().min(1),
  country: z.string().min(1),
  url: externalUrl,
});
export type Destination = z.infer<typeof destinationSchema>;

/** One value the site keeps in the browser's local storage, as the Cookie Policy lists it. */
export const storedValueSchema = z.object({
  /** The name it is stored under, as the browser's site data settings show it. */
  key: z.string().regex(/^[a-z0-9_-]+$/),
  /** What it holds, in plain words: one or more sentences. */
  holds: z.string().min(1),
  /** When it is removed (clearing the site's data in the browser always removes it). */
  removed: z.string().min(1),
});

export const legalSectionSchema = z.object({
  /** Anchor on /legal, e.g. 'privacy-policy'. */
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  title: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
  /** The values kept in the browser, listed after the paragraphs: every key of the site's storage, and no other. */
  storedValues: z.array(storedValueSchema).min(1).optional(),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;
