import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import { ExternalLink } from '#src/ui/ExternalLink';
import * as styles from './GuidePage.css';

type Props = {
  /** The part of the guide these pages back, so each link's name says which part it is a source of. */
  part: string;
  urls: readonly string[];
};

/**
 * The pages that confirmed a part of a guide, as a small line of links named by their site. A
 * screen reader hears which part and which source each one is ("keolis.be, source 1 of Getting
 * There"), so two sources on one site never share a name.
 */
export function GuideSources({ part, urls }: Props) {
  return (
    <p className={styles.sources}>
      {urls.length === 1 ? 'Source: ' : 'Sources: '}
      {urls.map((url, index) => (
        <span key={url}>
          {index > 0 ? ', ' : null}
          <ExternalLink href={url} className={styles.sourceLink}>
            {siteName(url)}
            <VisuallyHidden>{`, source ${index + 1} of ${part}`}</VisuallyHidden>
          </ExternalLink>
        </span>
      ))}
    </p>
  );
}

/** A page's site as a reader knows it: its host without "www.". */
export function siteName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}
