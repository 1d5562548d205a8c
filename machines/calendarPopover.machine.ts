import { assign, setup } from 'xstate';

/** Delay between choosing a festival in the popover and scrolling to its card. */
export const SCROLL_TO_CARD_DELAY_MS = 100;

export type CalendarPopoverContext = {
  /** The day clicked in the calendar (yyyy-MM-dd). */
  selectedDate: string | undefined;
  /** The festival day under the pointer (yyyy-MM-dd); it wins over the selected day while it lasts. */
  hoveredDate: string | undefined;
  /** The festival chosen from the popover, scrolled to once the popover has closed. */
  chosenFestivalId: number | undefined;
  /** The month the grid shows (yyyy-MM); undefined for the calendar's first month. */
  month: string | undefined;
};

export type CalendarPopoverEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'SELECT'; date: string | undefined }
  | { type: 'HOVER'; date: string; isFestivalDate: boolean }
  | { type: 'UNHOVER' }
  | { type: 'CHOOSE'; festivalId: number }
  | { type: 'MONTH'; month: string };

/** The date whose events the popover lists: the hovered festival day, else the selected day. */
export function shownDate(context: CalendarPopoverContext): string | undefined {
  return context.hoveredDate ?? context.selectedDate;
}

/**
 * The 'View Full Event Calendar' popover: open or closed, which day decides the listed events,
 * the month shown (it opens on the selected day's month, so that the grid and the list agree),
 * and the short wait after a festival is chosen before its card is scrolled into view.
 * The scroll to the card is supplied by the app.
 */
export const calendarPopoverMachine = setup({
  types: { context: {} as CalendarPopoverContext, events: {} as CalendarPopoverEvent },
  delays: { scrollDelay: SCROLL_TO_CARD_DELAY_MS },
  guards: {
    isFestivalDate: ({ event }) => event.type === 'HOVER' && event.isFestivalDate,
  },
  actions: {
    showSelectedMonth: assign({ month: ({ context }) => context.selectedDate?.slice(0, 7) }),
    scrollToFestival: (_, _params: { festivalId: number | undefined }) => {},
  },
}).createMachine({
  id: 'calendarPopover',
  context: { selectedDate: undefined, hoveredDate: undefined, chosenFestivalId: undefined, month: undefined },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: {
      entry: 'showSelectedMonth',
      exit: assign({ hoveredDate: undefined }),
      on: {
        CLOSE: 'closed',
        SELECT: { actions: assign({ selectedDate: ({ event }) => event.date }) },
        HOVER: { guard: 'isFestivalDate', actions: assign({ hoveredDate: ({ event }) => event.date }) },
        UNHOVER: { actions: assign({ hoveredDate: undefined }) },
        MONTH: { actions: assign({ month: ({ event }) => event.month }) },
        CHOOSE: { target: 'scrolling', actions: assign({ chosenFestivalId: ({ event }) => event.festivalId }) },
      },
    },
    scrolling: {
      after: {
        scrollDelay: {
          target: 'closed',
          actions: [
            { type: 'scrollToFestival', params: ({ context }) => ({ festivalId: context.chosenFestivalId }) },
            assign({ chosenFestivalId: undefined }),
          ],
        },
      },
      on: { OPEN: { target: 'open', actions: assign({ chosenFestivalId: undefined }) } },
    },
  },
});
