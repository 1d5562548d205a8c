import { EmailSignupIsland } from '../../features/newsletter/EmailSignupIsland';
import { Section } from '../../ui/Section';

export function JoinTheTribe() {
  return (
    <Section title="Join The Tribe" intro="Festival news, line-up drops and a free festival packing checklist, straight to your inbox.">
      <EmailSignupIsland
        id="newsletter"
        formLabel="Newsletter sign-up"
        submitLabel="Subscribe"
        logLabel="Newsletter sign-up:"
        success={{ title: 'Thanks for subscribing!', description: 'Your free festival packing checklist is on its way to your inbox.' }}
      />
    </Section>
  );
}
