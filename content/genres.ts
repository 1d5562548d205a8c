/** The genres festivals are tagged with. Kept apart from the zod schemas so pages can use them without zod. */
export const genres = [
  'EDM',
  'Indie',
  'Alternative',
  'Multi-Genre',
  'Electronic',
  'Techno',
  'Rock',
  'Metal',
  'Hip Hop',
  'R&B',
  'Grime',
  'Bassline',
  'Drum & Bass',
] as const;
export type Genre = (typeof genres)[number];

/** Splits a festival's genre text ('Rock, Metal') into its genres. */
export function genreList(genre: string): string[] {
  return genre.split(',').map((g) => g.trim());
}
