import { EmailSignupIsland } from '#src/features/newsletter/EmailSignupIsland';
import { earlyAccess } from '#src/features/newsletter/signups';
import { Section } from '#src/ui/Section';
import { CommunityPreview } from './CommunityPreview';
import * as styles from './CommunityPage.css';
import { SocialLinks } from './SocialLinks';

export default function CommunityPage() {
  return (
    <>
      <Section
        level={1}
        title="Join the Tribe"
        intro="Festival Compass is more than a website: it’s a crew of festival-goers swapping tips, lifts and spare tent pegs. Come and say hello."
      />
      <div className={styles.columns}>
        <CommunityPreview />
        <div>
          <SocialLinks />
          <Section
            title="Be the First to Know"
            intro="Meet-ups, shared packing lists and crew maps are on the way. Leave your email to try new features before anyone else."
          >
            <EmailSignupIsland {...earlyAccess} />
          </Section>
        </div>
      </div>
    </>
  );
}
