import { site } from '#content/site';
import { ExternalLink } from '#src/ui/ExternalLink';
import { Section } from '#src/ui/Section';
import * as styles from './CommunityPage.css';

const discord = site.social.find((platform) => platform.name === 'Discord');

const channels = [
  { name: 'lineup-drops', topic: 'New line-ups and set times the minute they land' },
  { name: 'ride-share', topic: 'Split fuel and find a lift to the gates' },
  { name: 'packing-tips', topic: 'What to bring, what to leave at home' },
  { name: 'ticket-swap', topic: 'Face-value resales between members only' },
  { name: 'lost-and-found', topic: 'Reunite crews and missing bucket hats' },
] as const;

/**
 * A preview of our Discord server drawn from our own markup: nothing is requested from Discord
 * until the visitor follows the invite.
 */
export function CommunityPreview() {
  return (
    <Section title="Chat With the Tribe" intro="Swap tips, find a crew and share a lift in our Discord server.">
      <div className={styles.preview}>
        <div className={styles.server}>
          <span className={styles.serverIcon} aria-hidden="true">
            FC
          </span>
          <div>
            <p className={styles.serverName}>{site.brand} Tribe</p>
            <p className={styles.serverNote}>A Discord server for festival-goers</p>
          </div>
        </div>
        <ul aria-label="Channels" className={styles.channels}>
          {channels.map((channel) => (
            <li key={channel.name} className={styles.channel}>
              <span className={styles.channelName}>
                <span aria-hidden="true"># </span>
                {channel.name}
              </span>
              <span className={styles.channelTopic}>{channel.topic}</span>
            </li>
          ))}
        </ul>
        {discord ? (
          <ExternalLink href={discord.url} variant="primary" className={styles.join}>
            Join us on Discord
          </ExternalLink>
        ) : null}
      </div>
    </Section>
  );
}
