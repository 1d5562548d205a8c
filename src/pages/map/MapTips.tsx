import * as styles from './MapPage.css';

const tips = [
  {
    title: 'Pin Your Spot',
    text: "Press 'Pin My Spot', then click the map where your tent or hotel is. It stays pinned on this device.",
  },
  {
    title: 'Explore & Find Your Crew',
    text: "Choose a festival on the map or in the list for nearby attractions, hotels and tours. 'Find My Crew' shows where you are.",
  },
  {
    title: 'Lost? Get Directions',
    text: "Open your pin or a festival and follow 'Get Directions' for a driving route in Google Maps.",
  },
  {
    title: 'Clear Your Pin',
    text: "Moved camp? 'Clear Pin' removes your spot, and you can pin a new one at any time.",
  },
  {
    title: 'Save Map For Offline Use',
    text: 'Signal is weak at festivals: open your route in the Google Maps app and save the area offline before you go.',
  },
] as const;

/** The 'How to Use the Interactive Map' card. */
export function MapTips() {
  return (
    <section aria-labelledby="map-tips-heading" className={styles.tips}>
      <h2 id="map-tips-heading" className={styles.tipsHeading}>
        How to Use the Interactive Map
      </h2>
      <ul className={styles.tipList}>
        {tips.map((tip) => (
          <li key={tip.title}>
            <h3 className={styles.tipTitle}>{tip.title}</h3>
            <p className={styles.tipText}>{tip.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
