import { Link } from 'wouter';
import { travelDealGroups } from '#content/travel-deals';
import { paths } from '#src/lib/paths';
import { Section } from '#src/ui/Section';
import { DealGroup } from './DealGroup';
import { TopDestinations } from './TopDestinations';
import * as styles from './TravelPage.css';

export default function TravelPage() {
  return (
    <>
      <Section level={1} title="Travel Deals" intro="Flights, beds, trains and travel money for your festival trip, from providers we use ourselves.">
        <p className={styles.disclosure}>
          Links marked Partner may earn us a commission, at no extra cost to you. Read our{' '}
          <Link href={paths.legalSection('affiliate-disclosure')}>affiliate disclosure</Link>.
        </p>
        <nav aria-label="Deal types">
          <ul className={styles.jumpList}>
            {travelDealGroups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`} className={styles.jumpLink}>
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.groups}>
          {travelDealGroups.map((group) => (
            <DealGroup key={group.id} group={group} />
          ))}
        </div>
      </Section>
      <TopDestinations />
    </>
  );
}
