import { useId } from 'react';
import { festivals } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { FestivalPoster } from '#src/features/festival-card/FestivalPoster';
import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import { card, grid } from '#src/ui/Card.css';
import { Section } from '#src/ui/Section';
import * as styles from './GuidesPage.css';

/** Posters of the first row load at once; the rest wait until they are scrolled near. */
const ABOVE_THE_FOLD = 3;

export default function GuidesPage() {
  return (
    <Section
      level={1}
      title="Festival Guides"
      intro="How to get there, where to stay, what to pack and how to survive: a guide for every festival on our calendar."
    >
      <ul className={grid}>
        {festivals.map((festival, index) => (
          <li key={festival.id}>
            <GuideCard festival={festival} aboveTheFold={index < ABOVE_THE_FOLD} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function GuideCard({ festival, aboveTheFold }: { festival: Festival; aboveTheFold: boolean }) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className={`${card} ${styles.card}`}>
      <FestivalPoster festival={festival} className={styles.poster} lazy={!aboveTheFold} />
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name}>
          {festival.name}
        </h2>
        <div className={styles.description}>
          {festival.description.split('\n').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ButtonLink href={paths.guide(festival.slug)} className={styles.read}>
          Read Guide
        </ButtonLink>
      </div>
    </article>
  );
}
