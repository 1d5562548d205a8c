import { useLayoutEffect } from 'react';
import { Link } from 'wouter';
import { gearItems } from '#content/gear';
import { paths } from '#src/lib/paths';
import { FESTIVAL_PENDING_ATTRIBUTE } from '#src/early/parts/gearView';
import type { FestivalNotes as Notes } from './useFestivalNotes';
import * as styles from './GearPage.css';

const gearNames = new Map(gearItems.map((item) => [item.id, item.name]));

/** The longest part of an address shown back to the visitor. */
const SHOWN_SLUG_LENGTH = 60;

/**
 * The head of the checklist packed for one festival: its weather and the gear its guide stresses,
 * or why there are none. Once shown (or known absent), the checklist held back below it shows too.
 */
export function FestivalNotes({ notes }: { notes: Notes }) {
  const waiting = notes.status === 'hydrating' || notes.status === 'loading';
  useLayoutEffect(() => {
    if (!waiting) document.documentElement.removeAttribute(FESTIVAL_PENDING_ATTRIBUTE);
  }, [waiting]);

  if (notes.status === 'hydrating' || notes.status === 'none' || notes.status === 'loading') return null;
  if (notes.status === 'unknown') {
    const shown = notes.slug.length > SHOWN_SLUG_LENGTH ? `${notes.slug.slice(0, SHOWN_SLUG_LENGTH)}…` : notes.slug;
    return (
      <section aria-labelledby="festival-notes-heading" className={styles.festivalNotes}>
        <h2 id="festival-notes-heading" className={styles.festivalNotesTitle}>
          Packing for a festival
        </h2>
        <p>
          We have no festival called “{shown}”, so this is the full checklist, with your ticks as you left them. Find
          yours among the <Link href={paths.guides}>festival guides</Link> and follow its packing link.
        </p>
      </section>
    );
  }
  const { festival } = notes;
  if (notes.status === 'failed') {
    return (
      <section aria-labelledby="festival-notes-heading" className={styles.festivalNotes}>
        <h2 id="festival-notes-heading" className={styles.festivalNotesTitle}>
          Packing for {festival.name}
        </h2>
        <p>
          {festival.name}’s packing notes did not load, so this is the full checklist. They are in the{' '}
          <Link href={paths.guide(festival.slug)}>{festival.name} guide</Link>.
        </p>
      </section>
    );
  }
  const { guide } = notes;
  return (
    <section aria-labelledby="festival-notes-heading" className={styles.festivalNotes}>
      <h2 id="festival-notes-heading" className={styles.festivalNotesTitle}>
        Packing for {festival.name}
      </h2>
      <h3 className={styles.festivalNotesSubtitle}>Weather: {guide.weather.month}</h3>
      <p>{guide.weather.typical}</p>
      <p>{guide.weather.packing}</p>
      <h3 className={styles.festivalNotesSubtitle}>What matters there</h3>
      <ul aria-label={`Gear ${festival.name} calls for`}>
        {guide.packingFocus.map(({ itemId, reason }) => (
          <li key={itemId}>
            <strong>{gearNames.get(itemId) ?? itemId}:</strong> {reason}
          </li>
        ))}
      </ul>
      <p>
        Marked below with ‘For {festival.name}’. More in the <Link href={paths.guide(festival.slug)}>{festival.name} guide</Link>.
      </p>
    </section>
  );
}
