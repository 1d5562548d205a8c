import { findGuide, guideRegions, loadGuides, type GuideRegion } from '#content/guideRegions';
import type { Festival } from '#content/schemas';
import { lazyComponent, type LazyComponent } from '#src/lib/lazyComponent';

export type GuideRouteProps = { festival: Festival; slug: string };

/**
 * The guide page of each region: the page's code and that region's guides load together, as one
 * lazy page, so a guide's text is in its prerendered HTML and hydrates at once, and a visitor
 * never downloads the guides of the other regions.
 */
export const guidePages = Object.fromEntries(
  guideRegions.map((region) => [region, regionPage(region)]),
) as Record<GuideRegion, LazyComponent<GuideRouteProps>>;

function regionPage(region: GuideRegion): LazyComponent<GuideRouteProps> {
  return lazyComponent(async () => {
    const [{ default: GuidePage }, guides] = await Promise.all([import('./GuidePage'), loadGuides[region]()]);
    function RegionGuidePage({ festival, slug }: GuideRouteProps) {
      return <GuidePage festival={festival} guide={findGuide(guides, slug)} />;
    }
    return { default: RegionGuidePage };
  });
}
