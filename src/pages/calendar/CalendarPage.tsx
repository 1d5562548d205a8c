import { memo, Suspense, useDeferredValue, useMemo } from 'react';
import { festivals } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { site } from '#content/site';
import { FestivalCard } from '#src/features/festival-card/FestivalCard';
import { festivalEventList, jsonLdText } from '#src/features/festival-card/festivalEvent';
import { useSavedFestivalIds } from '#src/features/plan/savedFestivals';
import { SaveFestivalButton } from '#src/features/saved-festivals/SaveFestivalButton';
import { SharePlanDialog } from '#src/features/share-plan/SharePlanDialog';
import { useToday } from '#src/lib/clock';
import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import { Section } from '#src/ui/Section';
import { EMPTY_ATTRIBUTE, FESTIVAL_ID_ATTRIBUTE, FESTIVALS_ATTRIBUTE } from '#src/early/parts/calendarFilters';
import { applyFilters, emptyReason, filterOptions, type EmptyReason, type FilteredFestival } from './filterState';
import { CalendarFilters } from './CalendarFilters';
import * as styles from './CalendarPage.css';
import { EventCalendarPopover } from './EventCalendarPopover';
import { SavedFestivalsFileLink } from './SavedFestivalsFileLink';
import { SeasonGap } from './SeasonGap';
import { nextSeason } from './nextSeason';
import { upcomingFestivals } from './upcomingFestivals';
import { useCalendarFilters } from './useCalendarFilters';

/**
 * One festival of the list. Memoised and in its own Suspense boundary: React hydrates each card
 * as a small unit of its own after the page, and a re-render of the page (today's date, the
 * filters) does not reach cards whose festival is unchanged.
 */
const CalendarFestival = memo(function CalendarFestival({ festival }: { festival: Festival }) {
  return (
    <Suspense fallback={null}>
      <FestivalCard festival={festival}>
        <SaveFestivalButton festival={festival} />
        <ButtonLink href={paths.mapAt(festival.id, festival.coordinates[1], festival.coordinates[0])} variant="ghost">
          View on Map
        </ButtonLink>
      </FestivalCard>
    </Suspense>
  );
});

/** What an empty list says, by its reason. */
const emptyStates: Record<EmptyReason, { title: string; hint: string }> = {
  unmatched: { title: 'No festivals match your criteria.', hint: 'Try adjusting your filters!' },
  unsaved: { title: 'No festivals saved yet.', hint: "Untick 'Saved only', then press Save on any festival to find it here." },
};

/** What the page's inline script needs to filter the prerendered list (decision 018). */
function filteredFestivalsJson(festivals: readonly Festival[]): string {
  const filtered: FilteredFestival[] = festivals.map(({ id, name, genre, location }) => ({ id, name, genre, location: { country: location.country } }));
  return JSON.stringify(filtered);
}

export default function CalendarPage() {
  const today = useToday();
  const upcoming = useMemo(() => upcomingFestivals(festivals, today), [today]);
  const options = useMemo(() => filterOptions(upcoming), [upcoming]);
  const [filters, changeFilters] = useCalendarFilters(options);
  const savedIds = useSavedFestivalIds();
  // The list depends on the saved festivals only while it shows nothing else: a save elsewhere
  // leaves it, and the event calendar that highlights its dates, as they are.
  const savedOnlyIds = filters.savedOnly ? savedIds : undefined;
  const shown = useMemo(() => applyFilters(upcoming, filters, savedOnlyIds), [upcoming, filters, savedOnlyIds]);
  const reason = emptyReason(filters, savedIds);
  // A filter's own control paints with the press; the list, its count and its empty state follow
  // in a render of their own, as do the links made from the saved festivals and the event calendar
  // (built closed once the page is idle, decision 029).
  const listed = useDeferredValue(useMemo(() => ({ festivals: shown, reason }), [shown, reason]));
  const planIds = useDeferredValue(savedIds);
  const upcomingJson = useMemo(() => filteredFestivalsJson(upcoming), [upcoming]);
  const gap = useMemo(() => nextSeason(upcoming, today), [upcoming, today]);
  const eventsJsonLd = useMemo(() => jsonLdText(festivalEventList(upcoming, site.origin)), [upcoming]);

  return (
    <Section
      level={1}
      title="Global Festival Calendar"
      intro="Every upcoming festival on our radar, from the first date onwards. Filter by country or genre, or pick a day in the event calendar."
    >
      {/* Search engines read the upcoming festivals as a list of events, unfiltered. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: eventsJsonLd }} />
      <div className={styles.banner}>
        <p className={styles.bannerText}>See where the festivals are and what is nearby on the interactive map.</p>
        <ButtonLink href={paths.map}>Explore the Festival Map</ButtonLink>
      </div>
      <div className={styles.toolbar} {...{ [FESTIVALS_ATTRIBUTE]: upcomingJson }}>
        <EventCalendarPopover festivals={listed.festivals} today={today} />
        {/* Beside the filters, so that a phone shows the result of a filter without a scroll. */}
        <p role="status" className={styles.count}>
          {listed.festivals.length} {listed.festivals.length === 1 ? 'festival' : 'festivals'}
        </p>
      </div>
      <CalendarFilters filters={filters} options={options} onChange={changeFilters} />
      {gap ? <SeasonGap starts={gap.starts} first={gap.first} /> : null}
      <h2 className={styles.listTitle}>Upcoming Festivals</h2>
      <div className={styles.savedFile}>
        <SavedFestivalsFileLink savedIds={planIds} />
        <SharePlanDialog savedIds={planIds} />
      </div>
      {listed.festivals.length > 0 ? (
        <ul className={styles.list}>
          {listed.festivals.map((festival) => (
            <li key={festival.id} className={styles.item} {...{ [FESTIVAL_ID_ATTRIBUTE]: festival.id }}>
              <CalendarFestival festival={festival} />
            </li>
          ))}
        </ul>
      ) : null}
      {/* Always in the page, hidden unless nothing shows for their reason: the inline script can show one before hydration. */}
      {Object.entries(emptyStates).map(([key, { title, hint }]) => (
        <div key={key} className={styles.empty} hidden={listed.festivals.length > 0 || listed.reason !== key} {...{ [EMPTY_ATTRIBUTE]: key }}>
          <p className={styles.emptyTitle}>{title}</p>
          <p>{hint}</p>
        </div>
      ))}
    </Section>
  );
}
