import { Disclosure, DisclosureContent, useDisclosureStore } from '@ariakit/react';
import { useId, type ReactNode } from 'react';
import { hotelStayUrl } from '#content/hotelStay';
import type { Festival } from '#content/schemas';
import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import { ExternalLink } from '#src/ui/ExternalLink';
import { CalendarFileLink } from './CalendarFileLink';
import * as styles from './FestivalCard.css';
import { FestivalDates } from './FestivalDates';
import { FestivalPoster } from './FestivalPoster';

type Props = {
  festival: Festival;
  /** Always shown under the header, e.g. the calendar's 'View on Map' link. */
  children?: ReactNode;
};

/** A festival in a list: poster, name, place, dates and genre; opens to the description and links. */
export function FestivalCard({ festival, children }: Props) {
  const disclosure = useDisclosureStore();
  const titleId = useId();
  const { city, country } = festival.location;
  return (
    <article id={`festival-${festival.id}`} aria-labelledby={titleId} className={styles.card}>
      <div className={styles.header}>
        <FestivalPoster festival={festival} className={styles.poster} lazy />
        <div className={styles.summary}>
          <h3 id={titleId} className={styles.title}>
            <Disclosure store={disclosure} className={styles.toggle}>
              {festival.name}
              <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </Disclosure>
          </h3>
          <p className={styles.meta}>
            {city}, {country}
          </p>
          <p className={styles.meta}>
            <FestivalDates festival={festival} />
          </p>
          <p className={styles.genre}>{festival.genre}</p>
        </div>
      </div>
      {/* Built only while open: closed cards keep the prerendered calendar light to hydrate. */}
      <DisclosureContent store={disclosure} className={styles.content} unmountOnHide>
        {festival.description.split('\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ul className={styles.links}>
          {festival.ticketUrl ? (
            <li>
              <ExternalLink href={festival.ticketUrl} variant="primary">
                Buy Tickets
              </ExternalLink>
            </li>
          ) : null}
          <li>
            <ButtonLink href={paths.guide(festival.slug)} variant="secondary">
              Read Guide
            </ButtonLink>
          </li>
          <li>
            <ExternalLink href={hotelStayUrl(festival.bookingUrl, festival.date)} sponsored variant="secondary">
              Book Hotels
            </ExternalLink>
          </li>
          <li>
            <ButtonLink href={paths.gear} variant="secondary">
              Shop Gear
            </ButtonLink>
          </li>
          <li>
            <CalendarFileLink festival={festival} />
          </li>
        </ul>
      </DisclosureContent>
      {children ? <div className={styles.footer}>{children}</div> : null}
    </article>
  );
}
