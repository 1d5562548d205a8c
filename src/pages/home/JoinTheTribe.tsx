import { EmailSignupIsland } from '../../features/newsletter/EmailSignupIsland';
import { newsletter } from '../../features/newsletter/signups';
import { Section } from '../../ui/Section';

export function JoinTheTribe() {
  return (
    <Section title="Join The Tribe" intro="Festival news, line-up drops and a free festival packing checklist, straight to your inbox.">
      <EmailSignupIsland {...newsletter} />
    </Section>
  );
}
