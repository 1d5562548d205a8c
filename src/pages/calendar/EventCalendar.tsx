import 'react-day-picker/style.css';
import { format, parseISO } from 'date-fns';
import { DayPicker, labelDayButton } from 'react-day-picker';
import type { Festival } from '#content/schemas';
import * as styles from './EventCalendar.css';

type Props = {
  festivals: readonly Festival[];
  defaultMonth: Date;
  selectedDate: string | undefined;
  /** The day whose events are listed: hovered or selected. */
  shownDate: string | undefined;
  onSelect: (date: string | undefined) => void;
  onHover: (date: string, isFestivalDate: boolean) => void;
  onUnhover: () => void;
  onChoose: (festivalId: number) => void;
};

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** The calendar inside the popover, with festival days highlighted, and the events of one day. */
export default function EventCalendar(props: Props) {
  const { festivals, defaultMonth, selectedDate, shownDate, onSelect, onHover, onUnhover, onChoose } = props;
  const festivalDays = [...new Set(festivals.map((festival) => festival.date))].map((date) => parseISO(date));
  const events = shownDate ? festivals.filter((festival) => festival.date === shownDate) : [];
  return (
    <div className={styles.body}>
      <DayPicker
        mode="single"
        className={styles.dayPicker}
        defaultMonth={defaultMonth}
        selected={selectedDate ? parseISO(selectedDate) : undefined}
        onSelect={(date) => onSelect(date ? isoDay(date) : undefined)}
        modifiers={{ festival: festivalDays }}
        modifiersClassNames={{ festival: styles.festivalDay }}
        onDayMouseEnter={(date, modifiers) => onHover(isoDay(date), Boolean(modifiers.festival))}
        onDayMouseLeave={onUnhover}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) =>
            `${labelDayButton(date, modifiers, options, dateLib)}${modifiers.festival ? ', has festivals' : ''}`,
        }}
      />
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
