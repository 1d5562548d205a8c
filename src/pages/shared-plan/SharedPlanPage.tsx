import { useId, useMemo } from 'react';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { festivals } from '#content/festivals';
import { drivingDirectionsUrl, mapsPlaceUrl } from '#content/links';
import { FestivalDates } from '#src/features/festival-card/FestivalDates';
import type { LatLng } from '#src/features/plan/planTypes';
import { savedFestivals, useSavedFestivalIds } from '#src/features/plan/savedFestivals';
import { readPlanFragment, type ReadPlan } from '#src/features/share-plan/planLink';
import { coordinatesText } from '#src/features/plan/coordinatesText';
import { paths } from '#src/lib/paths';
import { useHash } from '#src/lib/useHash';
import { useHydrating } from '#src/lib/useHydrating';
import { Button, ButtonLink } from '#src/ui/Button';
import { ExternalLink } from '#src/ui/ExternalLink';
import { Section } from '#src/ui/Section';
import * as styles from './SharedPlanPage.css';
import { distanceText, nearestFestival } from './nearestFestival';

/**
 * A plan a friend shared: the page reads it from the link's fragment, in the browser only. The
 * prerendered page (and hydration) cannot know the fragment, so it says the plan is opening.
 */
export default function SharedPlanPage() {
  const hash = useHash();
  const hydrating = useHydrating();
  const plan = useMemo(() => readPlanFragment(hash), [hash]);
  return (
    <Section
      level={1}
      title="Plan shared with you"
      intro="A friend's festival plan travels inside this link: it stays in your browser, and joins your own plan only if you add it."
    >
      {hydrating ? (
        <>
          <p className={styles.text}>Opening the plan in this link…</p>
          <noscript>
            <p className={styles.text}>This page reads the plan from its link in your browser: turn on JavaScript to see it.</p>
          </noscript>
        </>
      ) : plan ? (
        <SharedPlanDetails plan={plan} />
      ) : (
        <p role="alert" className={styles.broken}>
          This share link is broken or incomplete. Ask your friend to send it again.
        </p>
      )}
    </Section>
  );
}

function SharedPlanDetails({ plan }: { plan: ReadPlan }) {
  const headingId = useId();
  const savedIds = useSavedFestivalIds();
  const shared = festivals.filter((festival) => plan.festivalIds.includes(festival.id));
  const toAdd = shared.filter((festival) => !savedIds.includes(festival.id)).length;

  function addToPlan() {
    savedFestivals.add(plan.festivalIds);
    toast.success('Added to your plan', {
      description: `${toAdd} ${toAdd === 1 ? 'festival joins' : 'festivals join'} your saved festivals.`,
    });
  }

  return (
    <>
      <h2 id={headingId} className={styles.subheading}>
        Shared festivals
      </h2>
      {plan.unknownCount > 0 ? (
        <p role="status" className={styles.notice}>
          {plan.unknownCount === 1
            ? '1 festival in this link is not on our calendar any more, so it is not shown.'
            : `${plan.unknownCount} festivals in this link are not on our calendar any more, so they are not shown.`}
        </p>
      ) : null}
      <ul aria-labelledby={headingId} className={styles.list}>
        {shared.map((festival) => (
          <li key={festival.id} className={styles.festival}>
            <Link href={paths.guide(festival.slug)} className={styles.name}>
              {festival.name}
            </Link>
            <p className={styles.detail}>
              <FestivalDates festival={festival} /> · {festival.location.city}, {festival.location.country}
            </p>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {toAdd > 0 ? (
          <Button onClick={addToPlan}>Add these to my plan</Button>
        ) : (
          <>
            <p className={styles.text}>All of these festivals are in your plan.</p>
            <ButtonLink href={paths.savedFestivals} variant="secondary">
              See my saved festivals
            </ButtonLink>
          </>
        )}
      </div>
      {plan.meetingPoint ? <MeetingPoint point={plan.meetingPoint} /> : null}
    </>
  );
}

/**
 * The spot the friend pinned, offered as a place to meet: named by the festival whose site is
 * nearest, with its coordinates, a link to see it on a map and driving directions. It is where the
 * friend will be: `data-private` keeps it out of the page text the chat assistant sends, as the
 * map does with a pinned spot.
 */
function MeetingPoint({ point }: { point: LatLng }) {
  const nearest = nearestFestival(point, festivals);
  return (
    <>
      <h2 className={styles.subheading}>Meeting point</h2>
      <div data-private>
        {nearest ? (
          <p className={styles.text}>
            Near {nearest.festival.name} in {nearest.festival.location.city}, {nearest.festival.location.country}: {distanceText(nearest.km)} from the festival site.
          </p>
        ) : null}
        <p className={styles.detail}>{coordinatesText(point)}</p>
      </div>
      <div className={styles.actions}>
        <ExternalLink href={mapsPlaceUrl(point.lat, point.lng)} variant="secondary">
          Open in Maps
        </ExternalLink>
        <ExternalLink href={drivingDirectionsUrl(point.lat, point.lng)} variant="secondary">
          Directions to the meeting point
        </ExternalLink>
      </div>
    </>
  );
}
