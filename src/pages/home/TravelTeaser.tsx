import { Link } from 'wouter';
import { site } from '#content/site';
import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import { card } from '#src/ui/Card.css';
import { Section } from '#src/ui/Section';
import * as styles from './TravelTeaser.css';

export function TravelTeaser() {
  return (
    <Section title="Plan Your Trip, Save Big" intro="Flights and hotels from trusted partners, so more of your budget goes on the weekend itself.">
      <ul className={styles.deals}>
        <li className={`${card} ${styles.deal}`}>
          <h3 className={styles.title}>Flights</h3>
          <p className={styles.text}>
            Compare hundreds of airlines on {site.skyscanner.name} and find the cheapest day to fly to your festival.
          </p>
          <ButtonLink href={paths.travelFlights}>Search Flights</ButtonLink>
        </li>
        <li className={`${card} ${styles.deal}`}>
          <h3 className={styles.title}>Hotels</h3>
          <p className={styles.text}>
            Hotels, apartments and campsites near the festival on {site.booking.name}, many with free cancellation.
          </p>
          <ButtonLink href={paths.travelHotels}>Find Hotels</ButtonLink>
        </li>
      </ul>
      <p className={styles.note}>
        We may earn a commission from partner links, at no extra cost to you. Read our{' '}
        <Link href={paths.legalSection('affiliate-disclosure')}>affiliate disclosure</Link>.
      </p>
    </Section>
  );
}
