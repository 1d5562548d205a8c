import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addDays, getDay, isValid, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  attractionsFor,
  coachellaAttractions,
  defaultAttractions,
  tomorrowlandAttractions,
} from './attractions';
import { featuredGuides } from './featured-guides';
import {
  byDateThenId,
  festivals,
  findFestivalById,
  findFestivalBySlug,
  posterPath,
} from './festivals';
import { europeFestivals } from '#content/festivals/europe';
import { northAmericaFestivals } from '#content/festivals/north-america';
import { restOfWorldFestivals } from '#content/festivals/rest-of-world';
import { ukFestivals } from '#content/festivals/uk';
import { gearCategories, gearItems } from './gear';
import { genres } from './genres';
import { festivalGuides } from './guides';
import { legalSections } from './legal';
import {
  attractionSchema,
  destinationSchema,
  featuredGuideSchema,
  festivalSchema,
  gearCategorySchema,
  gearItemSchema,
  legalSectionSchema,
  travelDealGroupSchema,
} from './schemas';
import { site } from './site';
import { topDestinations, travelDealGroups } from './travel-deals';

const contentAsOf = parseISO(site.contentAsOf);

/** Every string value anywhere in a value, with the path that leads to it. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  }
  return [];
}

describe('schemas accept every export', () => {
  it.each([
    ['festivals', festivals, festivalSchema],
    ['europeFestivals', europeFestivals, festivalSchema],
    ['northAmericaFestivals', northAmericaFestivals, festivalSchema],
    ['restOfWorldFestivals', restOfWorldFestivals, festivalSchema],
    ['ukFestivals', ukFestivals, festivalSchema],
    ['gearCategories', gearCategories, gearCategorySchema],
    ['gearItems', gearItems, gearItemSchema],
    ['featuredGuides', featuredGuides, featuredGuideSchema],
    ['coachellaAttractions', coachellaAttractions, attractionSchema],
    ['tomorrowlandAttractions', tomorrowlandAttractions, attractionSchema],
    ['defaultAttractions', defaultAttractions, attractionSchema],
    ['travelDealGroups', travelDealGroups, travelDealGroupSchema],
    ['topDestinations', topDestinations, destinationSchema],
    ['legalSections', legalSections, legalSectionSchema],
  ] as const)('%s', (_name, list, schema) => {
    const result = z.array(schema as z.ZodType).safeParse(list);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

describe('schemas reject broken content', () => {
  const coachella = findFestivalBySlug('coachella')!;

  it.each([
    ['an impossible date', { date: '2027-02-30' }],
    ['a date in another format', { date: '04/16/2027' }],
    ['latitude and longitude swapped out of range', { coordinates: [33.68, -116.24] }],
    ['an unknown genre', { genre: 'Rock, Polka' }],
    ['a slug that is not lowercase words joined by hyphens', { slug: 'Coachella Guide' }],
    ['a slug that is a path', { slug: '/festival-guides/coachella' }],
    ['no length', { days: undefined }],
    ['a length of no days', { days: 0 }],
    ['a length in part days', { days: 2.5 }],
    ['a length of more than two weeks', { days: 15 }],
    ['no word on its poster', { poster: undefined }],
    ['a relative booking link', { bookingUrl: '/hotels' }],
    ['one run only', { runs: [{ from: '2027-04-09', to: '2027-04-18' }] }],
    ['runs that do not start on its first day', { runs: [{ from: '2027-04-10', to: '2027-04-11' }, { from: '2027-04-16', to: '2027-04-18' }] }],
    ['runs that do not end on its last day', { runs: [{ from: '2027-04-09', to: '2027-04-11' }, { from: '2027-04-16', to: '2027-04-17' }] }],
    ['runs that overlap', { runs: [{ from: '2027-04-09', to: '2027-04-16' }, { from: '2027-04-16', to: '2027-04-18' }] }],
    ['a run that ends before it starts', { runs: [{ from: '2027-04-09', to: '2027-04-08' }, { from: '2027-04-16', to: '2027-04-18' }] }],
  ])('rejects %s', (_label, change) => {
    expect(festivalSchema.safeParse({ ...coachella, ...change }).success).toBe(false);
  });
});

describe('site', () => {
  it('names the brand, and the local origin and contact address the unit tests run with', () => {
    expect(site.brand).toBe('Festival Compass');
    expect(site.tagline).toBe('plan, pack and party');
    expect(site.origin).toBe('http://localhost:5173');
    expect(site.contactEmail).toBe('hello@localhost');
    expect(site.legalLastUpdated).toBe('June 15, 2025');
    expect(site.perplexity.model).toBe('perplexity/sonar');
  });

  it('records a content check date that parses', () => {
    expect(isValid(contentAsOf)).toBe(true);
    expect(site.contentAsOf).toBe('2026-11-21');
  });

  it('has three social links', () => {
    expect(site.social.map((s) => s.name)).toEqual(['Instagram', 'TikTok', 'Discord']);
  });
});

describe('festivals', () => {
  const ids = festivals.map((f) => f.id);
  const slugs = festivals.map((f) => f.slug);

  const regions = [europeFestivals, northAmericaFestivals, restOfWorldFestivals, ukFestivals];
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

  it('is every regional list together, each festival once', () => {
    expect([...festivals].sort(byId)).toEqual(regions.flat().sort(byId));
  });

  it('has unique ids and slugs', () => {
    expect(new Set(ids).size).toBe(festivals.length);
    expect(new Set(slugs).size).toBe(festivals.length);
  });

  it('numbers its festivals 1 to n with no gap, so the next id is unused', () => {
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: festivals.length }, (_, i) => i + 1));
    expect(ids).not.toContain(festivals.length + 1);
  });

  it('places the rest of the world in Brazil, Australia and Japan', () => {
    const countries = [...restOfWorldFestivals]
      .sort((a, b) => a.id - b.id)
      .map((f) => f.location.country);
    expect(countries).toEqual(['Brazil', 'Australia', 'Japan']);
  });

  it('puts every UK festival in the United Kingdom', () => {
    expect(new Set(ukFestivals.map((f) => f.location.country))).toEqual(
      new Set(['United Kingdom']),
    );
  });

  it('finds every festival by its slug and id', () => {
    for (const f of festivals) {
      expect(f.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findFestivalBySlug(f.slug)).toBe(f);
      expect(findFestivalById(f.id)).toBe(f);
    }
  });

  it('spells out no link of the site in any row: only the links to other sites it cannot build', () => {
    for (const row of regions.flat()) {
      const links = strings(row).filter(([, value]) => /^(\/|[a-z]+:)/.test(value));
      expect(links.map(([path]) => path).sort(), row.name).toEqual(row.ticketUrl ? ['.bookingUrl', '.ticketUrl'] : ['.bookingUrl']);
    }
  });

  it('finds nothing for unknown slugs and ids', () => {
    expect(findFestivalBySlug('not-a-festival')).toBeUndefined();
    expect(findFestivalBySlug('')).toBeUndefined();
    expect(findFestivalById(festivals.length + 1)).toBeUndefined();
  });

  it('is sorted by date ascending, then by id', () => {
    const keys = festivals.map((f) => `${f.date} ${String(f.id).padStart(4, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('orders by date without locale collation, then by id', () => {
    const day = (date: string, id: number) => ({ date, id });
    expect([day('2027-08-11', 2), day('2027-01-05', 9), day('2027-08-11', 1), day('2026-12-31', 4)].sort(byDateThenId)).toEqual([
      day('2026-12-31', 4),
      day('2027-01-05', 9),
      day('2027-08-11', 1),
      day('2027-08-11', 2),
    ]);
    expect(byDateThenId(day('2027-06-01', 3), day('2027-06-01', 3))).toBe(0);
  });

  it('has dates that parse, all on or after the content check date', () => {
    for (const f of festivals) {
      const date = parseISO(f.date);
      expect(isValid(date), f.name).toBe(true);
      expect(f.date >= site.contentAsOf, f.name).toBe(true);
    }
  });

  it('has only Ultra (March) and Coachella (April) before May 2027', () => {
    const early = festivals.filter((f) => f.date < '2027-05-01');
    expect(early.map((f) => [f.slug, f.date.slice(0, 7)])).toEqual([
      ['ultra-miami', '2027-03'],
      ['coachella', '2027-04'],
    ]);
  });

  it('runs every other festival from May to September 2027', () => {
    for (const f of festivals.filter((x) => x.date >= '2027-05-01')) {
      expect(f.date >= '2027-05-01' && f.date <= '2027-09-30', f.name).toBe(true);
    }
  });

  it('includes the headline festivals', () => {
    const coachella = findFestivalById(2);
    expect(coachella?.slug).toBe('coachella');
    expect(coachella?.location).toEqual({ city: 'Indio', country: 'United States' });
    expect(coachella?.description).toMatch(/desert/i);
    expect(findFestivalBySlug('tomorrowland')?.location).toEqual({
      city: 'Boom',
      country: 'Belgium',
    });
    expect(findFestivalBySlug('glastonbury')?.location.country).toBe('United Kingdom');
    expect(findFestivalBySlug('ultra-miami')?.location.city).toBe('Miami');
  });

  describe('lasts as long as its own text says', () => {
    const counts: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
    const lastDay = (f: (typeof festivals)[number]) => addDays(parseISO(f.date), f.days - 1);
    const SUNDAY = 0;

    it.each(festivals.map((f) => [f.name, f] as const))('%s', (_name, f) => {
      const text = f.description.toLowerCase();
      const count = /\b(two|three|four|five)[ -]days?\b/.exec(text)?.[1];
      if (/\btwo (\w+ )?weekends\b/.test(text)) {
        // From the first weekend's first day to the second weekend's Sunday.
        expect(f.days).toBeGreaterThanOrEqual(8);
        expect(f.days).toBeLessThanOrEqual(10);
        expect(getDay(lastDay(f))).toBe(SUNDAY);
      } else if (text.includes('week-long')) {
        expect(f.days).toBe(7);
      } else if (count !== undefined) {
        // Warm-up days come before the days the text counts.
        if (text.includes('warm-up days')) expect(f.days).toBeGreaterThan(counts[count]!);
        else expect(f.days).toBe(counts[count]);
      } else if (/\bweekend\b/.test(text)) {
        expect(f.days).toBeGreaterThanOrEqual(2);
        expect(f.days).toBeLessThanOrEqual(4);
        expect(getDay(lastDay(f))).toBe(SUNDAY);
      }
    });

    it('gives Glastonbury its five days, Wednesday to Sunday', () => {
      const glastonbury = findFestivalBySlug('glastonbury')!;
      expect(glastonbury.description).toMatch(/^Five days/);
      expect([glastonbury.date, glastonbury.days]).toEqual(['2027-06-23', 5]);
    });
  });

  it('has [longitude, latitude] coordinates in range and in the right hemisphere', () => {
    for (const f of festivals) {
      const [lng, lat] = f.coordinates;
      expect(lng).toBeGreaterThanOrEqual(-180);
      expect(lng).toBeLessThanOrEqual(180);
      expect(lat).toBeGreaterThanOrEqual(-90);
      expect(lat).toBeLessThanOrEqual(90);
    }
    const [lng, lat] = findFestivalBySlug('coachella')!.coordinates;
    expect(lng).toBeCloseTo(-116.24, 1);
    expect(lat).toBeCloseTo(33.68, 1);
  });

  it('uses only the known genres, and covers the UK scene', () => {
    const used = new Set(festivals.flatMap((f) => f.genre.split(',').map((g) => g.trim())));
    for (const g of used) expect(genres).toContain(g);
    for (const g of ['Grime', 'Bassline', 'Drum & Bass']) expect(used).toContain(g);
  });

  it('links hotels to a Booking.com search for the festival city', () => {
    for (const f of festivals) {
      const url = new URL(f.bookingUrl);
      expect(url.hostname).toBe('www.booking.com');
      expect(url.searchParams.get('ss')).toBe(`${f.location.city}, ${f.location.country}`);
    }
  });

  it('exercises the optional ticket and poster cases', () => {
    const withoutTicket = festivals.filter((f) => f.ticketUrl === undefined);
    const withoutPoster = festivals.filter((f) => posterPath(f) === undefined);
    expect(withoutTicket.length).toBeGreaterThanOrEqual(2);
    expect(withoutTicket.length).toBeLessThanOrEqual(3);
    expect(withoutPoster.length).toBeGreaterThanOrEqual(1);
    expect(withoutPoster.length).toBeLessThanOrEqual(2);
    for (const f of festivals) {
      if (f.poster) expect(posterPath(f)).toBe(`/images/posters/${f.slug}.svg`);
    }
  });
});

describe('gear', () => {
  it('has 7 categories in display order, the essentials first', () => {
    expect(gearCategories.map((c) => c.title)).toEqual([
      'Festival Essentials',
      'Camping',
      'Clothing',
      'Tech',
      'Hydration',
      'Personal Care',
      'Rave Accessories',
    ]);
    expect(new Set(gearCategories.map((c) => c.id)).size).toBe(7);
  });

  it('has about 35 items with unique ids, 4 to 6 in every category', () => {
    expect(gearItems.length).toBeGreaterThanOrEqual(33);
    expect(gearItems.length).toBeLessThanOrEqual(37);
    expect(new Set(gearItems.map((i) => i.id)).size).toBe(gearItems.length);
    for (const c of gearCategories) {
      const count = gearItems.filter((i) => i.category === c.title).length;
      expect(count, c.title).toBeGreaterThanOrEqual(4);
      expect(count, c.title).toBeLessThanOrEqual(6);
    }
  });

  it('packs the festival essentials: tickets, ID, money, medication, toilet roll, wet wipes and a power bank', () => {
    const names = gearItems.map((i) => i.name);
    for (const name of [/ticket/i, /wristband/i, /photo id/i, /passport/i, /cash/i, /cards/i, /medication/i, /toilet roll/i, /wet wipes/i, /power bank/i]) {
      expect(names.some((n) => name.test(n)), String(name)).toBe(true);
    }
  });

  it('shows its own illustration and shops on Amazon with the tag', () => {
    for (const item of gearItems) {
      expect(item.imageUrl).toBe(`/images/gear/${item.id}.svg`);
      const url = new URL(item.amazonUrl);
      expect(url.hostname).toBe('www.amazon.com');
      expect(url.searchParams.get('tag')).toBe(site.amazonTag);
      expect(url.searchParams.get('k')).toBeTruthy();
    }
  });
});

describe('featured guides', () => {
  it('are the three home cards', () => {
    expect(featuredGuides.map((g) => [g.title, g.link])).toEqual([
      ['Coachella Survival Guide', '/festival-guides/coachella'],
      ['Tomorrowland: A Magical Journey', '/festival-guides/tomorrowland'],
      ['Glastonbury Glamping Essentials', '/festival-guides/glastonbury'],
    ]);
  });

  it('link to festivals that exist', () => {
    for (const g of featuredGuides) {
      expect(festivals.some((f) => `/festival-guides/${f.slug}` === g.link)).toBe(true);
    }
  });
});

describe('attractions', () => {
  it('has 3 for coachella, 3 for tomorrowland and 2 by default', () => {
    expect(attractionsFor('coachella')).toHaveLength(3);
    expect(attractionsFor('tomorrowland')).toHaveLength(3);
    expect(attractionsFor('glastonbury')).toHaveLength(2);
    expect(attractionsFor('glastonbury')).toBe(defaultAttractions);
  });

  it('books every attraction on GetYourGuide', () => {
    for (const a of [...coachellaAttractions, ...tomorrowlandAttractions, ...defaultAttractions]) {
      expect(new URL(a.bookingUrl).hostname).toBe('www.getyourguide.com');
    }
  });
});

describe('travel deals', () => {
  it('has the seven groups in order', () => {
    expect(travelDealGroups.map((g) => [g.id, g.title])).toEqual([
      ['flights', 'Flights'],
      ['hotels', 'Accommodation'],
      ['trains-buses', 'Trains & Buses'],
      ['insurance', 'Insurance'],
      ['car-hire', 'Car Hire'],
      ['travel-cards', 'Travel Cards'],
      ['currency', 'Currency'],
    ]);
    for (const g of travelDealGroups) {
      expect(g.deals.length).toBeGreaterThanOrEqual(1);
      expect(g.deals.length).toBeLessThanOrEqual(3);
    }
  });

  it('lists the 8 top destinations in order, each a leisure stay search', () => {
    expect(topDestinations.map((d) => d.city)).toEqual([
      'London',
      'Barcelona',
      'Miami',
      'Brussels',
      'Berlin',
      'Chicago',
      'Budapest',
      'Montreal',
    ]);
    for (const d of topDestinations) {
      const url = new URL(d.url);
      expect(url.hostname).toBe('www.booking.com');
      expect(url.searchParams.get('ss')).toBe(d.city);
      expect(url.searchParams.get('group_adults')).toBe('2');
      expect(url.searchParams.get('no_rooms')).toBe('1');
      expect(url.searchParams.get('group_children')).toBe('0');
      expect(url.searchParams.get('sb_travel_purpose')).toBe('leisure');
    }
  });
});

describe('legal', () => {
  it('has the four sections with their anchors', () => {
    expect(legalSections.map((s) => [s.id, s.title])).toEqual([
      ['affiliate-disclosure', 'Affiliate Disclosure'],
      ['privacy-policy', 'Privacy Policy'],
      ['cookie-policy', 'Cookie Policy'],
      ['terms-conditions', 'Terms & Conditions'],
    ]);
  });

  it('names the storage keys and affiliate partners it uses', () => {
    const text = legalSections.flatMap((s) => [...s.paragraphs, ...(s.storedValues ?? []).map((v) => `${v.key}: ${v.holds} ${v.removed}`)]).join('\n');
    for (const word of [
      'cookie_consent',
      'perplexity_api_key',
      'pinned_map_location',
      'packed_gear_v1',
      'saved_festivals_v1',
      'Amazon',
      'Booking.com',
      'GetYourGuide',
      'Skyscanner',
      'Perplexity',
    ]) {
      expect(text).toContain(word);
    }
  });
});

describe('the privacy policy', () => {
  const policy = (legalSections.find((s) => s.id === 'privacy-policy')?.paragraphs ?? []).join('\n');

  it('says what stays in the browser', () => {
    for (const thing of ['saved', 'packed', 'pin', 'Perplexity API key', 'cookie banner']) expect(policy).toContain(thing);
    expect(policy).toMatch(/stays? in this browser/);
  });

  it('says what syncs to an account, who can read it, and how to remove it', () => {
    expect(policy).toMatch(/saved festivals, packed items, pinned spot and your own gear items are also synced to your account/);
    expect(policy).toMatch(/only you.*can read/);
    expect(policy).toContain("'Delete my synced plan' in the account menu");
  });

  it('says what a share link contains, and that it reaches no server', () => {
    expect(policy).toContain("'Share my plan'");
    expect(policy).toMatch(/ids of your saved festivals/);
    expect(policy).toContain("only if you tick 'Include my pinned spot'");
    expect(policy).toMatch(/fragment.*browsers do not send to any server/);
  });

  it('says what happens to a newsletter or early-access address, and how to have it deleted', () => {
    expect(policy).toMatch(/email address with the form it came from and the time/);
    expect(policy).toMatch(/nobody can read.*through the site/);
    expect(policy).toContain(site.contactEmail);
    expect(policy).not.toContain('do not currently send your address');
  });

  it('keeps its date', () => {
    expect(site.legalLastUpdated).toBe('June 15, 2025');
  });
});

describe('links in all content', () => {
  const everything = {
    site,
    festivals,
    gearItems,
    featuredGuides,
    festivalGuides,
    coachellaAttractions,
    tomorrowlandAttractions,
    defaultAttractions,
    travelDealGroups,
    topDestinations,
  };

  it('are valid https URLs or site paths', () => {
    const links = strings(everything).filter(([path]) => /(url|link|img)$/i.test(path));
    expect(links.length).toBeGreaterThan(100);
    for (const [path, value] of links) {
      if (value.startsWith('/')) {
        expect(value, path).toMatch(/^\/[a-z0-9/._-]*$/);
      } else {
        expect(new URL(value).protocol, path).toBe('https:');
      }
    }
  });

  it('point every image at a file in public/', () => {
    const images = strings(everything)
      .filter(([path]) => /(imageUrl|img)$/.test(path))
      .map(([, value]) => value);
    images.push(...festivals.flatMap((f) => posterPath(f) ?? []), '/images/posters/fallback.svg');
    expect(images.length).toBeGreaterThan(50);
    for (const image of images) {
      expect(existsSync(fileURLToPath(new URL(`../public${image}`, import.meta.url))), image).toBe(true);
    }
  });

  it("include a contact address at the site's own domain", () => {
    expect(site.contactEmail).toBe(`hello@${new URL(site.origin).hostname}`);
  });
});
