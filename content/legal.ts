import type { LegalSection } from './schemas';
import { site } from './site';

/** Sections of /legal, in order; each id is the section anchor. */
export const legalSections: readonly LegalSection[] = [
  {
    id: 'affiliate-disclosure',
    title: 'Affiliate Disclosure',
    paragraphs: [
      `${site.brand} is free to use. Some links on this site are affiliate links: if you follow a link to Amazon, Booking.com, GetYourGuide or Skyscanner and then buy or book something, we may earn a small commission. You pay the same price either way.`,
      `As an Amazon Associate we earn from qualifying purchases. Amazon links carry our tag (${site.amazonTag}) so the retailer can tell that you came from us.`,
      'Commissions never decide what we recommend. Gear, guides and travel tips are chosen because we think they help, and links to other providers on the travel deals page earn us nothing.',
    ],
  },
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    paragraphs: [
      'You can browse every page without an account. Festival, gear and guide content is part of the site itself, so reading it sends nothing about you to us.',
      'If you create an account, your email address, password and the role you choose (teenager or parent) are handled by our hosted sign-in provider so that you can log in. We do not sell or share this information.',
      'The chat assistant is optional. When you use it, your question, the earlier messages in the conversation and the text of the page you are viewing are sent directly from your browser to Perplexity, using the Perplexity API key you entered. Perplexity processes them under its own privacy policy; we do not see or store your conversations or your key.',
      'The festival map is provided by Google Maps, which receives your IP address when the map loads. "Find My Crew" asks your browser for your location only when you press it, and the location is used only to show you on the map. The newsletter and early-access forms do not currently send your address to any server.',
    ],
  },
  {
    id: 'cookie-policy',
    title: 'Cookie Policy',
    paragraphs: [
      "We do not use advertising or analytics cookies. Instead, the site saves a few small values in your browser's local storage, and they never leave your device unless stated here:",
      'cookie_consent remembers that you closed the cookie banner; perplexity_api_key holds the Perplexity key you entered for the chat assistant, which is sent only to Perplexity; pinned_map_location holds the spot you pinned on the map. If you log in, your sign-in token is kept in local storage too, so you stay logged in.',
      'Google Maps and the sites our links lead to (such as Amazon, Booking.com, GetYourGuide and Skyscanner) may set their own cookies once you use them. You can remove everything the site saved at any time by clearing this site’s data in your browser settings.',
    ],
  },
  {
    id: 'terms-conditions',
    title: 'Terms & Conditions',
    paragraphs: [
      'Festival dates, line-ups, prices and travel details change often. We check our content regularly, but always confirm the details on the official festival site before you buy tickets or travel.',
      'Bookings and purchases made through links on this site are agreements between you and that provider, under its terms. We are not responsible for their products, services or availability.',
      'Answers from the chat assistant are generated automatically and may be wrong. Use them as a starting point, not as advice, and you are responsible for how your own API key is used.',
      `Questions about these terms? Write to us at ${site.contactEmail}.`,
    ],
  },
];
