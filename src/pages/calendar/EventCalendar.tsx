import 'react-day-picker/style.css';
import { format, parseISO } from 'date-fns';
import { memo, useMemo } from 'react';
import { DayPicker, labelDayButton } from 'react-day-picker';
import type { Festival } from '#content/schemas';
import * as styles from './EventCalendar.css';
import { festivalsByDay, type FestivalsByDay } from './festivalsByDay';

type Props = {
  festivals: readonly Festival[];
  /** The month the grid shows (yyyy-MM). */
  month: string;
  selectedDate: string | undefined;
  /** The day whose events are listed: hovered or selected. */
  shownDate: string | undefined;
  onSelect: (date: string | undefined) => void;
  onMonthChange: (month: string) => void;
  onHover: (date: string, isFestivalDate: boolean) => void;
  onUnhover: () => void;
  onChoose: (festivalId: number) => void;
};

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** The calendar inside the popover, with every day a festival runs highlighted, and the events of one day. */
export default function EventCalendar(props: Props) {
  const { festivals, shownDate, onChoose, ...grid } = props;
  // Indexed once per list: hovering a day looks its festivals up, and the grid asks each day once.
  const byDay = useMemo(() => festivalsByDay(festivals), [festivals]);
  const events = shownDate ? byDay.on(shownDate) : [];
  return (
    <div className={styles.body}>
      <FestivalDayPicker byDay={byDay} {...grid} />
      <div className={styles.events} aria-live="polite">
        {shownDate === undefined ? (
          <p className={styles.hint}>Hover or click on a highlighted date to see events.</p>
        ) : events.length === 0 ? (
          <p className={styles.hint}>No events on this date.</p>
        ) : (
          <>
            <h3 className={styles.eventsTitle}>Events on {format(parseISO(shownDate), 'PPP')}</h3>
            <ul className={styles.eventList}>
              {events.map((festival) => (
                <li key={festival.id}>
                  <a
                    href={`#festival-${festival.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onChoose(festival.id);
                    }}
                  >
                    {festival.name}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

type GridProps = Omit<Props, 'festivals' | 'shownDate' | 'onChoose'> & { byDay: FestivalsByDay };

/** Each day's label: the date, and whether festivals are on it. */
const labels: NonNullable<Parameters<typeof DayPicker>[0]['labels']> = {
  labelDayButton: (date, modifiers, options, dateLib) => `${labelDayButton(date, modifiers, options, dateLib)}${modifiers.festival ? ', has festivals' : ''}`,
};

/**
 * The month grid. Memoised: a hovered day changes the list of events below it, not the grid, so
 * it does not render the month's 42 days again.
 */
const FestivalDayPicker = memo(function FestivalDayPicker(props: GridProps) {
  const { byDay, month, selectedDate, onSelect, onMonthChange, onHover, onUnhover } = props;
  const modifiers = useMemo(() => ({ festival: byDay.has }), [byDay]);
  return (
    <DayPicker
      mode="single"
      className={styles.dayPicker}
      month={parseISO(month)}
      onMonthChange={(shown) => onMonthChange(format(shown, 'yyyy-MM'))}
      selected={selectedDate ? parseISO(selectedDate) : undefined}
      onSelect={(date) => onSelect(date ? isoDay(date) : undefined)}
      modifiers={modifiers}
      modifiersClassNames={{ festival: styles.festivalDay }}
      onDayMouseEnter={(date, modifiers) => onHover(isoDay(date), Boolean(modifiers.festival))}
      onDayMouseLeave={onUnhover}
      labels={labels}
    />
  );
});
