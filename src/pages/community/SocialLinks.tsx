import { site } from '#content/site';
import { ExternalLink } from '#src/ui/ExternalLink';
import { Section } from '#src/ui/Section';
import * as styles from './CommunityPage.css';

export function SocialLinks() {
  return (
    <Section title="Follow the Tribe" intro="Festival footage, packing hacks and line-up news on your favourite platform.">
      <ul className={styles.social}>
        {site.social.map((platform) => (
          <li key={platform.name}>
            <ExternalLink href={platform.url} variant="secondary">
              {platform.name}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
