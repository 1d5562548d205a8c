import { topDestinations } from '#content/travel-deals';
import { site } from '#content/site';
import { ExternalLink } from '#src/ui/ExternalLink';
import { Section } from '#src/ui/Section';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as styles from './TravelPage.css';

/** Festival cities, each a place-to-stay search for two adults in one room. */
export function TopDestinations() {
  return (
    <Section
      title="Top Festival Destinations"
      intro={`Cities with a festival on almost every summer weekend. Find a room for two on ${site.booking.name}.`}
    >
      <ul className={styles.destinations}>
        {topDestinations.map((destination) => (
          <li key={destination.city} className={styles.destination}>
            <ExternalLink href={destination.url} sponsored className={styles.city}>
              {destination.city}
              <VisuallyHidden>: places to stay on {site.booking.name}</VisuallyHidden>
            </ExternalLink>
            <span className={styles.country}>{destination.country}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
