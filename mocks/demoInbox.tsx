import { toast } from 'sonner';
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
