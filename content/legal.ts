import type { LegalSection } from './schemas';
import { site } from './site';
import { confirmLinkDays } from './newsletter';

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
      "What you keep on the site stays in this browser, in its local storage (see the Cookie Policy): the festivals you saved, the gear you ticked off as packed, the gear items you added yourself, the spot you pinned on the map, the Perplexity API key you entered for the chat assistant, whether you closed the cookie banner, and the few other values the Cookie Policy lists. Without an account, none of it is sent to us.",
      "If you log in, your saved festivals, packed items, pinned spot and your own gear items are also synced to your account, so your plan follows you to your other devices. They are stored with our database provider, Supabase, in tables protected so that only you, signed in, can read or change them. 'Delete my synced plan' in the account menu removes them from your account at any time (they stay in this browser), and they are deleted with your account. Your Perplexity key and your cookie choice are never synced.",
      'If you create an account, your email address, password and the role you choose (teenager or parent) are handled by our hosted sign-in provider so that you can log in. We do not sell or share this information.',
      "'Share my plan' makes a link that carries the ids of your saved festivals and, only if you tick 'Include my pinned spot', that spot's coordinates as a meeting point. They sit in the link's fragment, the part after the #, which browsers do not send to any server: not to us, and not to the host of this site. Anyone who has the link can see what it holds, so send it only to the people you are meeting. Opening a shared link changes nothing in your own plan until you press 'Add these to my plan'.",
      `When you sign up for the newsletter (on the home page or in the footer) or for early access (on the community page), we store your email address with the form it came from and the time, in a Supabase table that nobody can read through the site or its API. Right away we send one email, through our email provider Resend: from the home page it holds the packing checklist, and from every form it asks you to confirm your address. Until you confirm (the link works for ${confirmLinkDays} days) we send you nothing else; after that, only what the form promised: the newsletter, or news of early access. Signing up again within a day sends nothing more. To limit abuse we keep, for a day, when each address and each network address (as a one-way hash) signed up.`,
      `Every email we send has an unsubscribe link, and your mail program's unsubscribe button works too: one click unsubscribes the address from all our lists for good, and we keep only the address and the time you left, so that nothing is sent to it again. To have your address deleted entirely, write to ${site.contactEmail}.`,
      'The chat assistant is optional. When you use it, your question, the earlier messages in the conversation and the text of the page you are viewing are sent directly from your browser to Perplexity, using the Perplexity API key you entered. Perplexity processes them under its own privacy policy; we do not see or store your conversations or your key.',
      'The festival map is provided by Google Maps, which receives your IP address when the map loads. "Find My Crew" asks your browser for your location only when you press it, and the location is used only to show you on the map.',
    ],
  },
  {
    id: 'cookie-policy',
    title: 'Cookie Policy',
    paragraphs: [
      "We do not use advertising or analytics cookies. Instead, the site saves a few small values in your browser's local storage, and they never leave your device unless the Privacy Policy says so.",
      'Google Maps and the sites our links lead to (such as Amazon, Booking.com, GetYourGuide and Skyscanner) may set their own cookies once you use them.',
      'You can remove everything the site saved at any time by clearing this site’s data in your browser settings. Each value is also removed as said below, and while you are logged in, something you removed on another device (a saved festival, a packed item, your pin) is removed here at the next sync. These are all the values, by the name your browser shows for each:',
    ],
    storedValues: [
      {
        key: 'cookie_consent',
        holds: "That you closed the cookie banner, so it doesn't show again.",
        removed: 'Removed only when you clear this site’s data.',
      },
      {
        key: 'perplexity_api_key',
        holds: 'The Perplexity API key you entered for the chat assistant. It is sent only to Perplexity, and never synced to your account.',
        removed: "Removed when you choose 'Forget key' in the chat, or tick 'Forget my Perplexity API key on this device' as you sign out.",
      },
      {
        key: 'pinned_map_location',
        holds: 'The spot you pinned on the map: its latitude and longitude.',
        removed: "Removed when you press 'Clear Pin' on the map, or tick 'Forget my pinned map spot on this device' as you sign out.",
      },
      {
        key: 'pinned_map_location_at',
        holds: 'When you pinned that spot, so that when you are logged in, syncing keeps the newer of two pins.',
        removed: "Removed with the pin when you press 'Clear Pin', and replaced when you pin a new spot.",
      },
      {
        key: 'saved_festivals_v1',
        holds: 'The festivals you saved.',
        removed: 'Removed when you unsave the last of them.',
      },
      {
        key: 'packed_gear_v1',
        holds: 'The gear you ticked off as packed.',
        removed: "Removed when you untick the last item or press 'Reset checklist'.",
      },
      {
        key: 'custom_gear_v1',
        holds:
          'The items you added to the gear checklist yourself (their names, categories and ticks), and which of them you changed in this browser since your plan last synced with your account.',
        removed: 'An item goes when you remove it, the list of changes is emptied each time your plan syncs, and the value is removed when both are empty.',
      },
      {
        key: 'gear_view_v1',
        holds: 'Whether you chose to see the gear checklist as cards or as a compact list.',
        removed: 'Removed only when you clear this site’s data.',
      },
      {
        key: 'supabase_auth_session',
        holds: 'Your sign-in session while you are logged in: the tokens that keep you logged in, and your account’s id and email address.',
        removed: 'Removed when you sign out.',
      },
      {
        key: 'supabase_auth_session-code-verifier',
        holds: 'A one-time code kept from the moment you sign up until you open the confirmation link in your email, which shows that the link is opened in the browser that asked for it.',
        removed: 'Removed when you open that link in this browser, log in, or sign out.',
      },
      {
        key: 'plan_sync_v1',
        holds:
          'What this browser last agreed with your account when your plan synced (the plan as last synced, which account it belongs to, and whether syncing is on), so a change made on another device is told apart from one made here; and a sync whose answer has not come yet, so it is sent again without being applied twice.',
        removed:
          'When you choose to remove your plan from this device at sign-out, only which account signed out is kept, so that no open tab syncs again until you sign in.',
      },
      {
        key: 'plan_edits_v1',
        holds:
          'The saved festivals and packed items you changed in this browser since your plan last synced with your account, so that the change reaches your account as yours even when it ends where it started.',
        removed: 'Emptied each time your plan syncs, and removed when you remove your plan from this device at sign-out.',
      },
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
