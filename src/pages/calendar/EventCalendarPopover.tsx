import { Dialog, DialogDisclosure, DialogDismiss, DialogHeading, DialogProvider } from '@ariakit/react';
import { useActorRef, useSelector } from '@xstate/react';
import { memo, startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { calendarPopoverMachine, shownDate } from '#machines/calendarPopover.machine';
import type { Festival } from '#content/schemas';
import { inspect } from '#src/lib/inspector';
import { lazyComponent } from '#src/lib/lazyComponent';
import { whenIdle } from '#src/lib/whenIdle';
import { Button } from '#src/ui/Button';
import { cx } from '#src/ui/cx';
import { focusAfterPaint } from '#src/ui/focusAfterPaint';
import { keptLaidOut, keptLaidOutWrapper } from '#src/ui/keptLaidOut.css';
import { placeBelowTrigger } from '#src/ui/placeBelowTrigger';
import { RetryBoundary } from '#src/ui/RetryBoundary';
import { Spinner } from '#src/ui/Spinner';
import * as styles from './EventCalendar.css';

/** The date picker's code is not part of the page's: it loads once the page is idle, or on the first opening. */
const EventCalendar = lazyComponent(() => import('./EventCalendar'));

/**
 * Whether the popover is prepared: once the browser is idle, the date picker's code is loaded and
 * the popover is built, closed, in a transition that yields to any press. Opening it then shows
 * what is built instead of building it while the visitor waits. Until then (and if the code fails
 * to load, when opening shows the failure) it is built on opening, as a press before that needs.
 */
function usePrepared(): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        EventCalendar.preload().then(
          () => startTransition(() => setPrepared(true)),
          () => undefined,
        );
      }),
    [],
  );
  return prepared;
}

/** Brings a festival's card into view and puts keyboard focus on its toggle. */
function scrollToCard(festivalId: number | undefined) {
  const card = document.getElementById(`festival-${festivalId}`);
  if (!card) return;
  card.scrollIntoView({ block: 'start' });
  card.querySelector<HTMLElement>('[aria-expanded]')?.focus({ preventScroll: true });
}

const TRIGGER_ID = 'event-calendar-button';
const POPOVER_ID = 'event-calendar';

/**
 * Pixels the popover keeps clear at the window's edges: the sticky header (4rem) at the top, and
 * the chat button and cookie bar at the bottom.
 */
const insets = { top: 72, right: 8, bottom: 96, left: 8 };

/**
 * The popover opens below its button, or as far up as it must to fit the window, over the button
 * but never over the header: the page does not scroll to make room (decision 039). It is placed in
 * the page, so it scrolls with its button without being placed again.
 */
const place = () =>
  placeBelowTrigger(document.getElementById(TRIGGER_ID), document.getElementById(POPOVER_ID), { gutter: 8, insets, align: 'centre' });

/** A box's size, to the pixel, as a ResizeObserver entry or the layout gives it. */
const sizeOf = (width: number, height: number) => `${Math.round(width)}×${Math.round(height)}`;

/**
 * Places the popover as it opens; again when its size changes while it is open (opened before it
 * was prepared, it mounts a render later, then grows as its calendar loads; a longer list of
 * events), watched on its wrapper, which is always there; and again when the window's does. The
 * observer's first report, of the size it was just placed at, changes nothing and is passed over.
 */
function usePlacedWhileOpen(open: boolean, wrapper: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const box = wrapper.current;
    if (!open || !box) return;
    const { width, height } = box.getBoundingClientRect();
    let placedAt = sizeOf(width, height);
    place();
    const resized = new ResizeObserver(([entry]) => {
      const [size] = entry?.borderBoxSize ?? [];
      const now = size && sizeOf(size.inlineSize, size.blockSize);
      if (!now || now === placedAt) return;
      placedAt = now;
      place();
    });
    resized.observe(box);
    window.addEventListener('resize', place);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [open, wrapper]);
}

const machine = calendarPopoverMachine.provide({
  actions: { scrollToFestival: (_, { festivalId }) => scrollToCard(festivalId) },
});

type Props = {
  /** The festivals listed on the page; their dates are highlighted. */
  festivals: readonly Festival[];
  /** yyyy-MM-dd; the calendar opens on the first festival's month, or this one's. */
  today: string;
};

type CalendarProps = Props & { popover: ActorRefFrom<typeof machine> };

/**
 * The date picker and its list, bound to the popover's machine. Each reads only the part of the
 * machine it shows, so a hovered day renders the list, and opening or closing renders neither.
 */
const Calendar = memo(function Calendar({ popover, festivals, today }: CalendarProps) {
  const month = useSelector(popover, (snapshot) => snapshot.context.month) ?? (festivals[0]?.date ?? today).slice(0, 7);
  const selectedDate = useSelector(popover, (snapshot) => snapshot.context.selectedDate);
  const shown = useSelector(popover, (snapshot) => shownDate(snapshot.context));
  const handlers = useMemo(
    () => ({
      onSelect: (date: string | undefined) => popover.send({ type: 'SELECT', date }),
      onMonthChange: (month: string) => popover.send({ type: 'MONTH', month }),
      onHover: (date: string, isFestivalDate: boolean) => popover.send({ type: 'HOVER', date, isFestivalDate }),
      onUnhover: () => popover.send({ type: 'UNHOVER' }),
      onChoose: (festivalId: number) => popover.send({ type: 'CHOOSE', festivalId }),
    }),
    [popover],
  );
  return <EventCalendar festivals={festivals} month={month} selectedDate={selectedDate} shownDate={shown} {...handlers} />;
});

/**
 * 'View Full Event Calendar': a date picker that lists the festivals of the hovered or clicked day.
 * Memoised: a render of the page that leaves its festivals as they are does not reach it. It reads
 * only whether the popover is open; the calendar inside reads the rest.
 */
export const EventCalendarPopover = memo(function EventCalendarPopover({ festivals, today }: Props) {
  const popover = useActorRef(machine, { inspect });
  const open = useSelector(popover, (snapshot) => snapshot.matches('open'));
  const prepared = usePrepared();
  const placed = useRef<HTMLDivElement>(null);
  usePlacedWhileOpen(open, placed);
  // Opening focuses the dismiss button, the first control inside. Named, Ariakit need not look for
  // it among every element of the calendar, each checked for visibility, in the press.
  const dismiss = useRef<HTMLButtonElement>(null);
  // The same elements on every render: opening re-renders the popover, not its heading, its
  // dismiss button or the calendar.
  const contents = useMemo(
    () => (
      <>
        <div className={styles.popoverHeader}>
          <DialogHeading render={(props) => <h2 {...props}>Event Calendar</h2>} className={styles.popoverTitle} />
          <DialogDismiss ref={dismiss} className={styles.dismiss} />
        </div>
        <RetryBoundary onRetry={() => void EventCalendar.preload()}>
          <Suspense fallback={<Spinner label="Loading the calendar" />}>
            <Calendar popover={popover} festivals={festivals} today={today} />
          </Suspense>
        </RetryBoundary>
      </>
    ),
    [popover, festivals, today],
  );
  return (
    <DialogProvider open={open} setOpen={(shown) => popover.send({ type: shown ? 'OPEN' : 'CLOSE' })}>
      <DialogDisclosure id={TRIGGER_ID} render={<Button variant="secondary" />}>
        View Full Event Calendar
      </DialogDisclosure>
      <div ref={placed} className={cx(styles.placed, keptLaidOutWrapper)}>
        <Dialog
          id={POPOVER_ID}
          modal={false}
          portal={false}
          unmountOnHide={!prepared}
          alwaysVisible={prepared}
          initialFocus={dismiss}
          autoFocusOnShow={focusAfterPaint}
          className={cx(styles.popover, keptLaidOut)}
        >
          {contents}
        </Dialog>
      </div>
    </DialogProvider>
  );
});
