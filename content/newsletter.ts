/**
 * The newsletter's lists, the page its emails link to, and what its service (the `newsletter` Edge
 * Function) answers: shared by the site, the function and its demo stand-in.
 */

/** The lists visitors join, by the form they used; the `source` of `newsletter_signups`. */
export const signupSources = ['home', 'community', 'footer'] as const;
export type SignupSource = (typeof signupSources)[number];

/** The site's page that confirms a sign-up or unsubscribes it, with the token its link holds. */
export const newsletterPage = '/newsletter';

/** The path of the newsletter page acting on a token from an email. */
export const newsletterLink = (action: 'confirm' | 'unsubscribe', token: string) =>
  `${newsletterPage}?${new URLSearchParams({ [action]: token })}`;

/** How long a confirmation link works. */
export const confirmLinkDays = 7;

/** What the newsletter service answers: a sign-up received, then what became of a link. */
export type NewsletterAnswer =
  | { result: 'received' }
  | { result: 'confirmed' | 'already-confirmed' | 'expired' }
  | { result: 'unsubscribed' };

/** The longest address an email may have (RFC 5321), as the table's check. */
const maxAddressLength = 254;
/** An address of plain characters only: no spaces, line breaks, angle brackets or quotes. */
const addressShape = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Whether the service takes an address: plain characters, at most 254 of them. */
export const isPlainAddress = (address: string) => address.length <= maxAddressLength && addressShape.test(address);
