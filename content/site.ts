import { PERPLEXITY_AGENT_URL } from './services.js';

/** The site's address, defined by the build from `SITE_URL` (scripts/siteOrigin.mjs). */
declare const SITE_ORIGIN: string | undefined;
/** Where no build defines it (a script that imports this file as it is): the development origin. */
const origin = typeof SITE_ORIGIN === 'string' ? SITE_ORIGIN : 'http://localhost:5173';

/**
 * Brand, contact and third-party provider settings: the one place the site's
 * addresses, affiliate tag and provider endpoints are written down.
 */
export const site = {
  brand: 'Festival Compass',
  tagline: 'plan, pack and party',
  /** The site's origin: canonical links, og:url, sitemap.xml, robots.txt, the calendar files' links and UIDs. */
  origin,
  /** The contact address: hello@ the site's own domain. */
  contactEmail: `hello@${new URL(origin).hostname.replace(/^www\./, '')}`,
  /** The example in every email field: a reserved domain, never an address of ours. */
  emailPlaceholder: 'you@example.com',
  /** The day the festival dates and provider links were last checked (yyyy-MM-dd). */
  contentAsOf: '2026-11-21',
  legalLastUpdated: 'June 15, 2025',
  /** Amazon Associates tracking id added to every marketplace link. */
  amazonTag: 'festivalcompass-20',

  booking: { name: 'Booking.com', searchUrl: 'https://www.booking.com/searchresults.html' },
  skyscanner: { name: 'Skyscanner', url: 'https://www.skyscanner.com/' },
  getYourGuide: { name: 'GetYourGuide', searchUrl: 'https://www.getyourguide.com/s/' },
  googleMaps: { name: 'Google Maps', directionsUrl: 'https://www.google.com/maps/dir/' },
  amazon: { name: 'Amazon', searchUrl: 'https://www.amazon.com/s' },
  perplexity: {
    name: 'Perplexity',
    /** Where to get an API key with Agent API access: the page starts at the API Keys tab of the API portal. */
    docsUrl: 'https://docs.perplexity.ai/docs/agent-api',
    /** The Agent API (content/services.js, which the Content-Security-Policy reads too). */
    agentUrl: PERPLEXITY_AGENT_URL,
    model: 'perplexity/sonar',
    /** Every Perplexity API key starts with this. */
    keyPrefix: 'pplx-',
  },

  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/festivalcompass' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@festivalcompass' },
    { name: 'Discord', url: 'https://discord.gg/festivalcompass' },
  ],
} as const;

export type Site = typeof site;
export type SocialLink = Site['social'][number];
