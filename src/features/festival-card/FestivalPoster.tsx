import { posterPath } from '#content/festivals';
import type { Festival } from '#content/schemas';

const FALLBACK_POSTER = '/images/posters/fallback.svg';

type Props = { festival: Festival; className: string; /** Lazy below the fold. */ lazy?: boolean };

/** A festival's poster at its 3:2 size, or the fallback artwork (decorative, so no alt) when it has none. */
export function FestivalPoster({ festival, className, lazy = false }: Props) {
  const poster = posterPath(festival);
  return (
    <img
      className={className}
      src={poster ?? FALLBACK_POSTER}
      alt={poster ? `${festival.name} poster` : ''}
      width={600}
      height={400}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
