import { EmailSignupIsland } from '#src/features/newsletter/EmailSignupIsland';
import { newsletter } from '#src/features/newsletter/signups';
import { Section } from '#src/ui/Section';

export function JoinTheTribe() {
  return (
    <Section title="Join The Tribe" intro="Festival news, line-up drops and a free festival packing checklist, straight to your inbox.">
      <EmailSignupIsland {...newsletter} />
    </Section>
  );
}
