import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { guideContentFor } from '#content/guides';
import { hotelStayUrl } from '#content/hotelStay';
import type { Festival } from '#content/schemas';
import { site } from '#content/site';
import { FestivalDates } from '#src/features/festival-card/FestivalDates';
import { FestivalPoster } from '#src/features/festival-card/FestivalPoster';
import { SaveFestivalButton } from '#src/features/saved-festivals/SaveFestivalButton';
import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import { card } from '#src/ui/Card.css';
import { ExternalLink } from '#src/ui/ExternalLink';
import { Section } from '#src/ui/Section';
import { festivalEvent, jsonLdText } from './festivalEvent';
import * as styles from './GuidePage.css';

/** The route (src/app/routes.ts) finds the festival of the address; an unknown slug never reaches this page. */
type Props = { festival: Festival; slug: string };

export default function GuidePage({ festival, slug }: Props) {
  const guide = guideContentFor(slug);
  return (
    <Section level={1} title={`${festival.name} Guide`}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(festivalEvent(festival, site.origin)) }} />
      <div className={styles.intro}>
        <FestivalPoster festival={festival} className={styles.poster} />
        <div className={styles.description}>
          {festival.description.split('\n').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <SaveFestivalButton festival={festival} />
        </div>
      </div>

      <div className={styles.sections}>
        <Panel id="quick-facts" title="Quick Facts">
          <dl className={styles.facts}>
            <dt className={styles.factLabel}>Where</dt>
            <dd className={styles.factValue}>
              {festival.location.city}, {festival.location.country}
            </dd>
            <dt className={styles.factLabel}>When</dt>
            <dd className={styles.factValue}>
              <FestivalDates festival={festival} />
            </dd>
            <dt className={styles.factLabel}>Genre</dt>
            <dd className={styles.factValue}>{festival.genre}</dd>
          </dl>
        </Panel>

        <Panel id="travel" title="Travel & Accommodation">
          <h3 className={styles.subTitle}>Flights & Getting There</h3>
          <p className={styles.text}>{guide.travel.flights}</p>
          <p className={styles.text}>{guide.travel.gettingThere}</p>
          <ExternalLink href={guide.flightsUrl} sponsored variant="secondary" className={styles.action}>
            Find Flights
          </ExternalLink>
          <h3 className={styles.subTitle}>Accommodation</h3>
          <p className={styles.text}>{guide.accommodation}</p>
          <ExternalLink
            href={hotelStayUrl(festival.bookingUrl, festival.date)}
            sponsored
            variant="primary"
            className={styles.action}
          >
            Book
          </ExternalLink>
        </Panel>

        <Panel id="packing" title="Packing & Survival">
          <p className={styles.text}>{guide.packing}</p>
          <p className={styles.text}>
            Tick everything off with our <Link href={paths.gear}>Festival Gear Checklist</Link>.
          </p>
          <h3 className={styles.subTitle}>Survival Tips</h3>
          <ul className={styles.tips}>
            {guide.survivalTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Panel>

        <Panel id="venue-map" title="Interactive Venue Map">
          <p className={styles.text}>
            The official site map with stages, campsites, water points and first aid usually comes out a few weeks
            before the gates open. Save it to your phone before you go: the signal on site is often weak.
          </p>
          {festival.ticketUrl ? (
            <ExternalLink href={festival.ticketUrl} variant="secondary" className={styles.action}>
              Check for Official Map
            </ExternalLink>
          ) : null}
        </Panel>
      </div>

      <ButtonLink href={paths.guides} variant="secondary">
        Back to All Guides
      </ButtonLink>
    </Section>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={`${card} ${styles.panel}`}>
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
