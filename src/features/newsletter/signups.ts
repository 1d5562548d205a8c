import type { SignupSource } from '#content/newsletter';

/** A list that visitors join with their email address, and the words of its form. */
export type EmailSignup = {
  /** Unique on the page: the form's id, from which its field's id derives (`newsletter-email`). */
  id: string;
  /** The form's accessible name. */
  formLabel: string;
  fieldLabel: string;
  submitLabel: string;
  source: SignupSource;
  /** A form of its own in a page section, or a compact one in the footer. */
  layout: 'section' | 'footer';
  success: { title: string; description: string };
};

/** The home page's newsletter, which promises a packing checklist. */
export const newsletter: EmailSignup = {
  id: 'newsletter',
  formLabel: 'Newsletter sign-up',
  fieldLabel: 'Email address',
  submitLabel: 'Subscribe',
  source: 'home',
  layout: 'section',
  success: { title: 'Thanks for subscribing!', description: 'Your free festival packing checklist is on its way to your inbox.' },
};

/** The community page's early access to new features. */
export const earlyAccess: EmailSignup = {
  id: 'early-access',
  formLabel: 'Early access sign-up',
  fieldLabel: 'Email address',
  submitLabel: 'Get Early Access',
  source: 'community',
  layout: 'section',
  success: { title: "You're on the list!", description: "We'll notify you about early access to new features." },
};

/** The footer's festival news, on every page. */
export const footerNews: EmailSignup = {
  id: 'footer-newsletter',
  formLabel: 'Footer newsletter',
  fieldLabel: 'Email for festival news',
  submitLabel: 'Sign up',
  source: 'footer',
  layout: 'footer',
  success: { title: "You're signed up for festival news!", description: 'Line-up drops and packing tips will reach your inbox now and then.' },
};
