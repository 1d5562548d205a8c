import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';
import { findFestivalBySlug } from '#content/festivals';
import { findGuide, guideRegionOf, loadGuides } from '#content/guideRegions';
import type { Festival, FestivalGuide } from '#content/schemas';

/** The festival the checklist is packed for, from the address (`?festival={slug}`), and its guide once loaded. */
export type FestivalNotes =
  | { status: 'hydrating' }
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; festival: Festival; guide: FestivalGuide }
  | { status: 'unknown'; slug: string }
  | { status: 'failed'; festival: Festival };

const subscribeToNothing = () => () => {};

type Loaded = { slug: string; guide: FestivalGuide | undefined | 'failed' };

/**
 * The prerendered page and its hydration have no address query, so the festival is read only
 * after hydration (`hydrating` until then); its region's guides are then loaded (one chunk per region).
 */
export function useFestivalNotes(): FestivalNotes {
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const search = useSearch();
  const slug = hydrated ? new URLSearchParams(search).get('festival') : null;
  const [loaded, setLoaded] = useState<Loaded>();
  const festival = slug === null ? undefined : findFestivalBySlug(slug);
  const region = slug === null ? undefined : guideRegionOf(slug);

  useEffect(() => {
    if (slug === null || region === undefined) return;
    let current = true;
    loadGuides[region]().then(
      (guides) => current && setLoaded({ slug, guide: findGuide(guides, slug) }),
      () => current && setLoaded({ slug, guide: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [slug, region]);

  if (!hydrated) return { status: 'hydrating' };
  if (slug === null) return { status: 'none' };
  if (!festival || !region) return { status: 'unknown', slug };
  if (loaded?.slug !== slug) return { status: 'loading' };
  if (loaded.guide === 'failed') return { status: 'failed', festival };
  return loaded.guide ? { status: 'ready', festival, guide: loaded.guide } : { status: 'unknown', slug };
}
