/** A list that visitors join with their email address, and the words of its form. */
export type EmailSignup = {
  /** Unique on the page: the form's id, from which its field's id derives (`newsletter-email`). */
  id: string;
  /** The form's accessible name; the local record of a sign-up starts with it. */
  formLabel: string;
  submitLabel: string;
  success: { title: string; description: string };
};

/** The home page's newsletter, which promises a packing checklist. */
export const newsletter: EmailSignup = {
  id: 'newsletter',
  formLabel: 'Newsletter sign-up',
  submitLabel: 'Subscribe',
  success: { title: 'Thanks for subscribing!', description: 'Your free festival packing checklist is on its way to your inbox.' },
};

/** The community page's early access to new features. */
export const earlyAccess: EmailSignup = {
  id: 'early-access',
  formLabel: 'Early access sign-up',
  submitLabel: 'Get Early Access',
  success: { title: "You're on the list!", description: "We'll notify you about early access to new features." },
};
