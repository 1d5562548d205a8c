import { useId } from 'react';
import { Link } from 'wouter';
import { gearCategories, gearItems } from '../../../content/gear';
import type { GearCategory, GearItem } from '../../../content/schemas';
import { site } from '../../../content/site';
import { paths } from '../../lib/paths';
import { card, grid } from '../../ui/Card.css';
import { ExternalLink } from '../../ui/ExternalLink';
import { Section } from '../../ui/Section';
import * as styles from './GearPage.css';

export default function GearPage() {
  return (
    <Section
      level={1}
      title="The Ultimate Festival Gear Checklist"
      intro="Everything we pack for a festival weekend, from the tent to the glitter, sorted so you can tick it off as you go."
    >
      <p className={styles.disclosure}>
        As an {site.amazon.name} Associate we earn from qualifying purchases. The ‘Shop on {site.amazon.name}’ links
        below are affiliate links: buying through them costs you nothing extra and helps keep {site.brand} free. Read
        our <Link href={paths.legalSection('affiliate-disclosure')}>affiliate disclosure</Link>.
      </p>
      {gearCategories.map((category) => (
        <GearCategorySection
          key={category.id}
          category={category}
          items={gearItems.filter((item) => item.category === category.title)}
        />
      ))}
    </Section>
  );
}

function GearCategorySection({ category, items }: { category: GearCategory; items: GearItem[] }) {
  const headingId = `${category.id}-heading`;
  return (
    <section id={category.id} aria-labelledby={headingId} className={styles.category}>
      <h2 id={headingId} className={styles.categoryTitle}>
        <span className={styles.icon} aria-hidden="true">
          {category.icon}
        </span>{' '}
        {category.title}
      </h2>
      <p className={styles.subtitle}>{category.subtitle}</p>
      <ul className={grid}>
        {items.map((item) => (
          <li key={item.id}>
            <GearCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GearCard({ item }: { item: GearItem }) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className={`${card} ${styles.item}`}>
      <img className={styles.image} src={item.imageUrl} alt="" width={600} height={400} loading="lazy" decoding="async" />
      <div className={styles.itemBody}>
        <h3 id={nameId} className={styles.itemName}>
          {item.name}
        </h3>
        <p className={styles.itemText}>{item.description}</p>
        <ExternalLink href={item.amazonUrl} sponsored variant="primary" className={styles.shop}>
          Shop on {site.amazon.name}
        </ExternalLink>
      </div>
    </article>
  );
}
