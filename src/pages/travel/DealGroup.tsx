import type { TravelDealGroup } from '#content/schemas';
import { card, grid } from '#src/ui/Card.css';
import { ExternalLink } from '#src/ui/ExternalLink';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as styles from './TravelPage.css';

/** One kind of deal (its id is the section's #anchor), each card a link to the provider. */
export function DealGroup({ group }: { group: TravelDealGroup }) {
  const headingId = `${group.id}-heading`;
  return (
    <section id={group.id} aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {group.title}
      </h2>
      <ul className={grid}>
        {group.deals.map((deal) => (
          <li key={deal.provider} className={`${card} ${styles.deal}`}>
            <p className={styles.provider}>
              {deal.provider}
              {deal.affiliate ? <span className={styles.badge}>Partner</span> : null}
            </p>
            <h3 className={styles.dealTitle}>{deal.title}</h3>
            <p className={styles.text}>{deal.description}</p>
            <ExternalLink href={deal.url} sponsored={deal.affiliate} variant="secondary" className={styles.cta}>
              {deal.cta}
              <VisuallyHidden> on {deal.provider}</VisuallyHidden>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
