import type { ReactNode } from 'react';
import * as styles from './Section.css';

type Props = {
  title: ReactNode;
  intro?: ReactNode;
  id?: string;
  /** h1 for a page's first section, h2 for the rest. */
  level?: 1 | 2;
  children?: ReactNode;
};

/** A titled band of a page, labelled by its heading. */
export function Section({ title, intro, id, level = 2, children }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const headingId = `${id ?? slugify(String(title))}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.container}>
        <Heading id={headingId} className={styles.heading}>
          {title}
        </Heading>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
