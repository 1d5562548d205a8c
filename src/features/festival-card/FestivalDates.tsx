import type { Festival } from '#content/schemas';
import { festivalDays } from './festivalDays';

/** The festival's first and last day in long form, each a `<time>` (src/features/festival-card/festivalDays.ts). */
export function FestivalDates({ festival }: { festival: Pick<Festival, 'date' | 'days'> }) {
  const { first, last } = festivalDays(festival);
  return (
    <>
      <time dateTime={first.iso}>{first.text}</time>
      {last ? (
        <>
          {' – '}
          <time dateTime={last.iso}>{last.text}</time>
        </>
      ) : null}
    </>
  );
}
