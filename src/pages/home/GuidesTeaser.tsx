import { Link } from 'wouter';
import { featuredGuides } from '#content/featured-guides';
import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import { grid } from '#src/ui/Card.css';
import { Section } from '#src/ui/Section';
import * as styles from './GuidesTeaser.css';

/** The artwork's own size: the box is reserved before the image arrives. */
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 400;

export function GuidesTeaser() {
  return (
    <Section title="Your Festival Compass" intro="Insider guides to the world’s biggest festivals: what to pack, where to stay and how to survive.">
      <ul className={grid}>
        {featuredGuides.map((guide) => (
          <li key={guide.link} className={styles.card}>
            <img src={guide.img} alt={guide.imgAlt} width={IMAGE_WIDTH} height={IMAGE_HEIGHT} loading="lazy" decoding="async" className={styles.image} />
            <div className={styles.body}>
              <h3 className={styles.title}>
                <Link href={guide.link} className={styles.link}>
                  {guide.title}
                </Link>
              </h3>
              <p className={styles.description}>{guide.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <ButtonLink href={paths.guides} variant="secondary">
          See All Guides
        </ButtonLink>
      </div>
    </Section>
  );
}
