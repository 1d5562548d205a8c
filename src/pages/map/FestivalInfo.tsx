import { attractionsFor } from '#content/attractions';
import { hotelStayUrl } from '#content/hotelStay';
import { drivingDirectionsUrl, toursUrl } from '#content/links';
import type { Festival } from '#content/schemas';
import { site } from '#content/site';
import { SaveFestivalButton } from '#src/features/saved-festivals/SaveFestivalButton';
import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import { ExternalLink } from '#src/ui/ExternalLink';
import * as styles from './InfoWindow.css';

/** A festival's info window: what it is, what is nearby, and where to go next. */
export function FestivalInfo({ festival }: { festival: Festival }) {
  const { slug } = festival;
  const [lng, lat] = festival.coordinates;
  return (
    <article className={styles.info}>
      <h2 className={styles.title}>{festival.name}</h2>
      {festival.description.split('\n').map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
        </p>
      ))}
      <h3 className={styles.subtitle}>Nearby Attractions</h3>
      <ul className={styles.attractions}>
        {attractionsFor(slug).map((attraction) => (
          <li key={attraction.name} className={styles.attraction}>
            <h4 className={styles.attractionName}>{attraction.name}</h4>
            <p className={styles.attractionType}>{attraction.type}</p>
            <p className={styles.text}>{attraction.description}</p>
            <ExternalLink href={attraction.bookingUrl} sponsored>
              Book {attraction.name}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink href={paths.guide(slug)}>Read Guide</ButtonLink>
        <SaveFestivalButton festival={festival} />
        <ExternalLink href={hotelStayUrl(festival.bookingUrl, festival.date)} sponsored variant="secondary">
          Find Hotels
        </ExternalLink>
        <ExternalLink href={toursUrl(festival.location.city)} sponsored variant="secondary">
          Book on {site.getYourGuide.name} →
        </ExternalLink>
        <ExternalLink href={drivingDirectionsUrl(lat, lng)} className={styles.directions}>
          Get Directions
        </ExternalLink>
      </div>
    </article>
  );
}
