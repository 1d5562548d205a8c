import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { gearItems } from '#content/gear';
import { hotelStayUrl } from '#content/hotelStay';
import { flightSearchUrl } from '#content/links';
import type { Festival, FestivalGuide } from '#content/schemas';
import { site } from '#content/site';
import { FestivalDates } from '#src/features/festival-card/FestivalDates';
import { festivalEvent, jsonLdText } from '#src/features/festival-card/festivalEvent';
import { FestivalPoster } from '#src/features/festival-card/FestivalPoster';
import { SaveFestivalButton } from '#src/features/saved-festivals/SaveFestivalButton';
import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import { card } from '#src/ui/Card.css';
import { ExternalLink } from '#src/ui/ExternalLink';
import { Section } from '#src/ui/Section';
import { GuideSources } from './GuideSources';
import * as styles from './GuidePage.css';

/**
 * The route (src/app/routes.ts) finds the festival of the address and loads its region's guides
 * with this page (guidePages.tsx); an unknown slug never reaches it. Every festival has a guide
 * (content/guides.test.ts), so `guide` is missing only while a region's file is being written.
 */
type Props = { festival: Festival; guide: FestivalGuide | undefined };

const gearNames = new Map(gearItems.map((item) => [item.id, item.name]));

export default function GuidePage({ festival, guide }: Props) {
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
          <h3 className={styles.subTitle}>Getting There</h3>
          {guide ? <GettingThere guide={guide} /> : null}
          <ExternalLink href={flightSearchUrl(guide?.gettingThere.airports[0]?.iata)} sponsored variant="secondary" className={styles.action}>
            Find Flights
          </ExternalLink>
          {guide ? <GuideSources part="Getting There" urls={guide.gettingThere.sources} /> : null}

          <h3 className={styles.subTitle}>Where to Stay</h3>
          {guide ? (
            <>
              <p className={styles.text}>{guide.staying.camping}</p>
              {guide.staying.towns ? <p className={styles.text}>{guide.staying.towns}</p> : null}
            </>
          ) : null}
          <ExternalLink href={hotelStayUrl(festival.bookingUrl, festival.date)} sponsored variant="primary" className={styles.action}>
            Book
          </ExternalLink>
          {guide ? <GuideSources part="Where to Stay" urls={guide.staying.sources} /> : null}
        </Panel>

        <Panel id="packing" title="Packing & Survival">
          {guide ? (
            <>
              <h3 className={styles.subTitle}>Weather: {guide.weather.month}</h3>
              <p className={styles.text}>{guide.weather.typical}</p>
              <p className={styles.text}>{guide.weather.packing}</p>
              <GuideSources part="Weather" urls={guide.weather.sources} />
              <h3 className={styles.subTitle}>What to Pack</h3>
              <ul className={styles.list} aria-label="Gear this festival calls for">
                {guide.packingFocus.map(({ itemId, reason }) => (
                  <li key={itemId}>
                    <strong className={styles.listLead}>{gearNames.get(itemId) ?? itemId}:</strong> {reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className={styles.text}>
            Tick everything off with our <Link href={paths.gearFor(festival.slug)}>Festival Gear Checklist</Link>.
          </p>
          {guide ? (
            <>
              <h3 className={styles.subTitle}>Survival Tips</h3>
              <ul className={styles.list} aria-label="Survival tips">
                {guide.tips.items.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
              <GuideSources part="Survival Tips" urls={guide.tips.sources} />
            </>
          ) : null}
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

        {guide ? <OfficialLinks festival={festival} guide={guide} /> : null}
      </div>

      <ButtonLink href={paths.guides} variant="secondary">
        Back to All Guides
      </ButtonLink>
    </Section>
  );
}

function GettingThere({ guide }: { guide: FestivalGuide }) {
  const { airports, transit, driving } = guide.gettingThere;
  return (
    <>
      <h4 className={styles.minorTitle}>{airports.length === 1 ? 'Nearest Airport' : 'Nearest Airports'}</h4>
      <ul className={styles.list}>
        {airports.map((airport) => (
          <li key={airport.iata}>
            <strong className={styles.listLead}>
              {airport.name} ({airport.iata}):
            </strong>{' '}
            {airport.note}
          </li>
        ))}
      </ul>
      <h4 className={styles.minorTitle}>Trains, Buses and Shuttles</h4>
      {transit.map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
        </p>
      ))}
      {driving ? (
        <>
          <h4 className={styles.minorTitle}>Driving and Parking</h4>
          <p className={styles.text}>{driving}</p>
        </>
      ) : null}
    </>
  );
}

function OfficialLinks({ festival, guide }: { festival: Festival; guide: FestivalGuide }) {
  return (
    <Panel id="official-links" title="Official Links">
      <p className={styles.text}>Details change each year: check the official site before you travel.</p>
      <ExternalLink href={guide.officialSite} variant="secondary" className={styles.action}>
        {festival.name} official site
      </ExternalLink>
      {guide.gettingThereUrl !== guide.officialSite ? (
        <ExternalLink href={guide.gettingThereUrl} variant="secondary" className={styles.action}>
          Getting there: travel information
        </ExternalLink>
      ) : null}
      <p className={styles.checked}>
        Facts last checked on <time dateTime={guide.checked}>{longDate(guide.checked)}</time>.
      </p>
    </Panel>
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

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'yyyy-MM-dd' as '27 November 2026', the same on the server and in every browser. */
function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}
