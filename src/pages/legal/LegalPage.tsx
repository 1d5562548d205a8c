import { legalSections } from '#content/legal';
import { site } from '#content/site';
import { Section } from '#src/ui/Section';
import * as styles from './LegalPage.css';

export default function LegalPage() {
  return (
    <Section level={1} title="Legal">
      <p className={styles.updated}>These policies were last updated {site.legalLastUpdated}.</p>
      <nav aria-label="On this page">
        <ul className={styles.contents}>
          {legalSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {legalSections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.policy}>
          <h2 id={`${section.id}-heading`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.storedValues ? (
            <dl className={styles.storedValues}>
              {section.storedValues.map(({ key, holds, removed }) => (
                <div key={key} className={styles.storedValue}>
                  <dt>
                    <code>{key}</code>
                  </dt>
                  <dd className={styles.storedValueText}>
                    {holds} {removed}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      ))}
      <section aria-labelledby="legal-contact-heading" className={styles.policy}>
        <h2 id="legal-contact-heading">Contact</h2>
        <p className={styles.paragraph}>
          Questions about any of these policies? Email us at <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
      </section>
    </Section>
  );
}
