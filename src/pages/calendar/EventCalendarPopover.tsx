import { Popover, PopoverDisclosure, PopoverDismiss, PopoverHeading, PopoverProvider } from '@ariakit/react';
import { useMachine } from '@xstate/react';
import { parseISO } from 'date-fns';
import { Suspense } from 'react';
import { calendarPopoverMachine, shownDate } from '#machines/calendarPopover.machine';
import type { Festival } from '#content/schemas';
import { inspect } from '#src/lib/inspector';
import { lazyComponent } from '#src/lib/lazyComponent';
import { Button } from '#src/ui/Button';
import { RetryBoundary } from '#src/ui/RetryBoundary';
import { Spinner } from '#src/ui/Spinner';
import * as styles from './EventCalendar.css';

/** The date picker is loaded only when the popover first opens. */
const EventCalendar = lazyComponent(() => import('./EventCalendar'));

/** Brings a festival's card into view and puts keyboard focus on its toggle. */
function scrollToCard(festivalId: number | undefined) {
  const card = document.getElementById(`festival-${festivalId}`);
  if (!card) return;
  card.scrollIntoView({ block: 'start' });
  card.querySelector<HTMLElement>('[aria-expanded]')?.focus({ preventScroll: true });
}

const TRIGGER_ID = 'event-calendar-button';

/**
 * Brings the popover's button up to just under the sticky header (the page's scroll padding), so
 * the popover opens below it with the height of the window: it never has to flip over the header.
 */
function makeRoomBelowTrigger() {
  document.getElementById(TRIGGER_ID)?.scrollIntoView({ block: 'start', behavior: 'instant' });
}

/**
 * Pixels the popover keeps clear at the window's edges: the sticky header (4rem) at the top, and
 * the chat button and cookie bar at the bottom.
 */
const overflowPadding = { top: 72, right: 8, bottom: 96, left: 8 };

const machine = calendarPopoverMachine.provide({
  actions: { makeRoom: makeRoomBelowTrigger, scrollToFestival: (_, { festivalId }) => scrollToCard(festivalId) },
});

type Props = {
  /** The festivals listed on the page; their dates are highlighted. */
  festivals: readonly Festival[];
  /** yyyy-MM-dd; the calendar opens on the first festival's month, or this one's. */
  today: string;
};

/** 'View Full Event Calendar': a date picker that lists the festivals of the hovered or clicked day. */
export function EventCalendarPopover({ festivals, today }: Props) {
  const [state, send] = useMachine(machine, { inspect });
  return (
    <PopoverProvider open={state.matches('open')} setOpen={(open) => send({ type: open ? 'OPEN' : 'CLOSE' })}>
      <PopoverDisclosure id={TRIGGER_ID} render={<Button variant="secondary" />}>
        View Full Event Calendar
      </PopoverDisclosure>
      <Popover unmountOnHide gutter={8} overflowPadding={overflowPadding} className={styles.popover}>
        <div className={styles.popoverHeader}>
          <PopoverHeading render={(props) => <h2 {...props}>Event Calendar</h2>} className={styles.popoverTitle} />
          <PopoverDismiss className={styles.dismiss} />
        </div>
        <RetryBoundary onRetry={() => void EventCalendar.preload()}>
          <Suspense fallback={<Spinner label="Loading the calendar" />}>
            <EventCalendar
              festivals={festivals}
              defaultMonth={parseISO(festivals[0]?.date ?? today)}
              selectedDate={state.context.selectedDate}
              shownDate={shownDate(state.context)}
              onSelect={(date) => send({ type: 'SELECT', date })}
              onHover={(date, isFestivalDate) => send({ type: 'HOVER', date, isFestivalDate })}
              onUnhover={() => send({ type: 'UNHOVER' })}
              onChoose={(festivalId) => send({ type: 'CHOOSE', festivalId })}
            />
          </Suspense>
        </RetryBoundary>
      </Popover>
    </PopoverProvider>
  );
}
