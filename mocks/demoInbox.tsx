import { toast } from 'sonner';
import type { NewsletterEmail } from './newsletter';
import { confirmationRedirect, type AuthStore, type ConfirmationEmail } from './supabase-auth';

/**
 * Demo mode's inbox: each confirmation email shows as a toast holding its link. The link names
 * the stand-in service, which no browser can reach, so opening it does here what the service
 * does there: it confirms the address and sends the browser on to where the service redirects.
 */
export function demoInbox(store: AuthStore, open: (url: string) => void = (url) => location.assign(url)) {
  return ({ to, link }: ConfirmationEmail) => {
    toast(`Demo email to ${to}`, {
      duration: Infinity,
      description: (
        <a
          href={link}
          onClick={(event) => {
            event.preventDefault();
            open(confirmationRedirect(store, new URL(link)));
          }}
        >
          Confirm your email address
        </a>
      ),
    });
  };
}

/**
 * Demo mode's inbox for the newsletter's emails: each shows as a toast with its subject and its
 * links. They lead to pages of this site (the checklist, the newsletter page), where the demo
 * stand-in of the function answers, so following them works as the real ones do.
 */
export function demoNewsletterInbox({ to, email }: NewsletterEmail) {
  toast(`Demo email to ${to}`, {
    duration: Infinity,
    description: (
      <>
        {email.subject}
        <ul>
          {email.links.map(({ label, href }) => (
            <li key={label}>
              <a href={href}>{label}</a>
            </li>
          ))}
        </ul>
      </>
    ),
  });
}
