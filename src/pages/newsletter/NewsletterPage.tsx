import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import { paths } from '#src/lib/paths';
import { inspect } from '#src/lib/inspector';
import { Button, ButtonLink } from '#src/ui/Button';
import { Section } from '#src/ui/Section';
import { newsletterLinkMachine } from '#machines/newsletterLink.machine';
import { followLink, linkInAddress } from './followLink';
import * as styles from './NewsletterPage.css';

const machine = newsletterLinkMachine.provide({ actors: { follow: fromPromise(({ input }) => followLink(input)) } });

/** What the page says in each state of the link. */
const messages = {
  reading: 'Checking your link…',
  sending: 'Checking your link…',
  noLink: 'This page confirms a sign-up or unsubscribes, from the link in one of our emails. This address holds no such link.',
  asking: 'One press and this address gets no more emails from Festival Compass, from any of our lists.',
  failed: 'We could not reach our sign-up service. Check your connection and try again.',
  confirmed: 'Your address is confirmed. Festival news will reach your inbox now and then.',
  alreadyConfirmed: 'Your address was already confirmed. Nothing more to do.',
  expired: 'This link has expired or is no longer valid. Sign up again to get a new one.',
  unsubscribed: 'You are unsubscribed. We will not email this address again.',
} as const;

/**
 * /newsletter: where the links of a newsletter email lead. A confirmation link confirms at once
 * and says how it went; an unsubscribe link asks for one press (so a mail client that opens the
 * link ahead of the visitor unsubscribes nobody). Prerendered with the first message; the link is
 * read from the address once the page runs.
 */
export default function NewsletterPage() {
  const search = useSearch();
  const [state, send] = useMachine(machine, { inspect });

  useEffect(() => {
    send({ type: 'READ', link: linkInAddress(search) });
  }, [search, send]);

  const value = state.value as keyof typeof messages;
  const action = state.context.link?.action;
  return (
    <Section level={1} title={action === 'unsubscribe' ? 'Unsubscribe' : 'Your email sign-up'}>
      <div className={styles.body}>
        <p role="status" className={styles.message}>
          {messages[value]}
        </p>
        {state.matches('asking') || (state.matches('failed') && action === 'unsubscribe') ? (
          <Button onClick={() => send({ type: 'SEND' })}>Unsubscribe</Button>
        ) : null}
        {state.matches('failed') && action === 'confirm' ? <Button onClick={() => send({ type: 'SEND' })}>Try again</Button> : null}
        {state.matches('expired') ? <ButtonLink href={paths.home}>Sign up again</ButtonLink> : null}
        {state.matches('confirmed') || state.matches('alreadyConfirmed') ? (
          <ButtonLink href={paths.gear}>Open the packing checklist</ButtonLink>
        ) : null}
      </div>
    </Section>
  );
}
