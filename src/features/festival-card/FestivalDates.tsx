import { Fragment } from 'react';
import type { Festival } from '#content/schemas';
import { festivalRanges } from './festivalDays';

/**
 * The days the festival runs in long form, each first and last day a `<time>`
 * (src/features/festival-card/festivalDays.ts): two weekends read 'July 16th – 18th and July 23rd – 25th, 2027'.
 */
export function FestivalDates({ festival }: { festival: Pick<Festival, 'date' | 'days' | 'runs'> }) {
  return festivalRanges(festival).map(({ first, last }, i) => (
    <Fragment key={first.iso}>
      {i > 0 ? ' and ' : null}
      <time dateTime={first.iso}>{first.text}</time>
      {last ? (
        <>
          {' – '}
          <time dateTime={last.iso}>{last.text}</time>
        </>
      ) : null}
    </Fragment>
  ));
}
