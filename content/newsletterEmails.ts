import { gearCategories, gearItems } from './gear';
import { confirmLinkDays, newsletterLink } from './newsletter';

/** An email's subject, HTML and text, and the links it holds (each with its words), in order. */
export type Email = { subject: string; html: string; text: string; links: { label: string; href: string }[] };

/** What one email holds: the checklist (home sign-ups), a confirmation link, and always an unsubscribe link. */
export type EmailParts = {
  /** The site's origin, for absolute links. */
  siteOrigin: string;
  checklist: boolean;
  confirmToken?: string;
  unsubscribeToken: string;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const brand = 'Festival Compass';
const gearPath = '/gear-checklists';

/**
 * The email a sign-up gets: the packing checklist first when it came from the home page, then the
 * request to confirm before any festival news is sent, and an unsubscribe link at the foot.
 * Nothing the visitor typed is in it: its words are these, the gear's and the links'.
 */
export function composeEmail({ siteOrigin, checklist, confirmToken, unsubscribeToken }: EmailParts): Email {
  const url = (path: string) => new URL(path, siteOrigin).href;
  const html: string[] = [];
  const text: string[] = [];
  const links: Email['links'] = [];
  const paragraph = (words: string) => {
    html.push(`<p>${escapeHtml(words)}</p>`);
    text.push(words, '');
  };
  const link = (label: string, href: string) => {
    links.push({ label, href });
    html.push(`<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`);
    text.push(`${label}: ${href}`, '');
  };

  if (checklist) {
    html.push(`<h1>Your festival packing checklist</h1>`);
    text.push('YOUR FESTIVAL PACKING CHECKLIST', '');
    for (const category of gearCategories) {
      const items = gearItems.filter((item) => item.category === category.title);
      html.push(`<h2>${escapeHtml(category.title)}</h2>`, '<ul>');
      text.push(category.title.toUpperCase());
      for (const item of items) {
        html.push(`<li>&#9744; <strong>${escapeHtml(item.name)}</strong>: ${escapeHtml(item.description)}</li>`);
        text.push(`[ ] ${item.name}: ${item.description}`);
      }
      html.push('</ul>');
      text.push('');
    }
    link('Open the checklist to tick it off or print it', url(gearPath));
  }
  if (confirmToken) {
    paragraph(
      `Please confirm your address before we send you any festival news. The link works for ${confirmLinkDays} days; without it, you will get nothing more from us.`,
    );
    link('Confirm my address', url(newsletterLink('confirm', confirmToken)));
  }
  paragraph(`You get this email because this address was signed up at ${new URL(siteOrigin).host}.`);
  link('Unsubscribe', url(newsletterLink('unsubscribe', unsubscribeToken)));

  const subject = checklist
    ? `Your festival packing checklist from ${brand}`
    : `Please confirm your sign-up to ${brand}`;
  const document = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${html.join('')}</body></html>`;
  return { subject, html: document, text: text.join('\n'), links };
}
