import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import * as styles from './Hero.css';

/** The first thing a visitor sees: text and a tiny inline compass, so it paints at once. */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className={styles.hero}>
      <div className={styles.inner}>
        <svg className={styles.compass} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M32 9 40 32 32 55 24 32Z" fill="currentColor" opacity="0.35" />
          <path d="M32 9 40 32H24Z" fill="currentColor" />
        </svg>
        <h1 id="hero-heading" className={styles.title}>
          Your Ultimate Festival Adventure
        </h1>
        <p className={styles.pitch}>
          Plan, pack and party: insider festival guides, a gear checklist that has you covered, travel deals and a
          calendar of the world’s best music festivals, all in one place.
        </p>
        <ButtonLink href={paths.gear}>Explore Checklists & Guides</ButtonLink>
      </div>
    </section>
  );
}
