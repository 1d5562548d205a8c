import type { FestivalGuide } from '../schemas';

/** Guides for the festivals of content/festivals/europe.ts, each fact with the pages that confirmed it. */
export const europeGuides: FestivalGuide[] = [];
