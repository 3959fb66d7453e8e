import type { ReactNode } from 'react';
import { catalogueEndpoints, messages, showLocationFilter, studioDate, type ReserveOrigin, type SingleClass } from '@estudio/core';
import { useEmbedded, useServices } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { useResource } from '../../shared/useResource.js';
import { publicAvailability } from '../../public/available.js';
import { ClassCard } from '../card/ClassCard.js';
import { classCardModel, sendToCheckout, type CardContext } from '../card/classCard.rules.js';
import { useCardActions } from '../card/useCardActions.js';
import { useLazyReserve } from '../reserve/useLazyReserve.js';
import { CompactWeek } from './CompactWeek.js';
import { LocationFilter, Legend } from './Toolbar.js';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../ui/useMediaQuery/index.js';
import { useCalendar, type CalendarState } from './useCalendar.js';
import { useEmbeddedWeeks, type WeekSource } from './useWeekClasses.js';
import { WeekDays, WeekSkeleton } from './WeekDays.js';
import { WeekHeader } from './WeekHeader.js';
import { isEmptyWeek } from './week.rules.js';
import { LazyBookedCalendarNotice } from '../../calendar/LazyBookedCalendarNotice.js';
import { HydrationTurn, type TurnProps } from '../../../ui/HydrationTurn/index.js';
import * as styles from './Calendar.css.js';

/** Props of {@link CalendarBoard}. */
export interface CalendarBoardProps {
  /** The whole studio (default) or one coach's classes. */
  readonly source?: WeekSource;
  /** 'home' sends a visitor who reserves to login (spec 4). */
  readonly origin?: ReserveOrigin;
  /** The landing's compact week: day buttons and one day's classes, no month navigation. */
  readonly compact?: boolean;
  /** The month heading's level: 2 on a page, 3 inside a section. */
  readonly headingLevel?: 2 | 3;
  /** Something after the week, e.g. a link to the full schedule. */
  readonly footer?: ReactNode;
  /**
   * The landing's home_checkout_package_id: every class it would reserve
   * links to /checkout/{id} instead (spec 2). Null or absent reserves.
   */
  readonly checkoutPackageId?: number | null;
}

const STUDIO: WeekSource = { kind: 'studio' };

/**
 * A studio calendar (spec 2 'Calendar screen'): the week header, the legend,
 * the location filter, the week's classes as cards, and the reserve flow's
 * modals. Shared by /mystudio, /calendario, /instructor/{id},
 * /class_type/{id} and the landing's 'Calendario de Clases'. Navigation is core's calendar machine;
 * reserving is core's reserve flow; nothing here decides a rule.
 */
export const CalendarBoard = (props: CalendarBoardProps) => (
  // Its own turn (issue 18: TBT): the calendar's machine, its first week and its frame hydrate in a task after the page's.
  <HydrationTurn id="calendario">{(turn) => <Board {...props} turn={turn} />}</HydrationTurn>
);

const Board = ({ source = STUDIO, origin = 'calendar', compact = false, headingLevel = 2, footer, checkoutPackageId = null, turn }: CalendarBoardProps & { readonly turn: TurnProps }) => {
  const { api, clock, config } = useServices();
  const session = useSession({ start: false });
  const desktop = useMediaQuery(WIDE_SCREEN_QUERY);
  const calendar = useCalendar(source, { shortDayNames: compact, reloadWhen: session.customer?.customer_id ?? null });
  // The page's own (a server-rendered calendar's filter), so the filter is there from the first paint.
  const locations = useResource('locations', () => api.catalog.locations(), {}, useEmbedded(catalogueEndpoints.locationsList));
  const allLocations = locations.status === 'ready' ? locations.data : [];
  const actions = useCardActions(calendar.reload);
  // While a server-rendered calendar is taken over, its cards read the server's now, as its HTML did.
  const now = useEmbeddedWeeks().now ?? clock.now();
  const context: CardContext = {
    now,
    zone: config.rules.timezone,
    timeframe: config.rules.reservationTimeframe,
    waitlistEnabled: config.features.waitlist,
    guestsAllowed: config.features.classGuests,
    showLocation: showLocationFilter(allLocations),
    cancel: config.rules,
  };
  const flow = useLazyReserve(origin, calendar.reload, context.showLocation);

  const renderClass = (cls: SingleClass) => (
    <ClassCard
      model={sendToCheckout(classCardModel(cls, context), checkoutPackageId)}
      compact={compact}
      busy={flow.busyClassId === cls.single_class_id}
      checkoutAvailable={publicAvailability.checkoutPage === true}
      onReserve={(id) => flow.start(id)}
      onAddGuest={(id) => flow.start(id, 'guest')}
      onCancel={(model) => void actions.cancel(model)}
      onLeaveWaitlist={actions.leaveWaitlist}
    />
  );

  return (
    <div {...turn} className={styles.board} onPointerOver={flow.prefetch} onFocus={flow.prefetch}>
      <WeekHeader view={calendar.view} mobile={!desktop} compact={compact} headingLevel={headingLevel} />
      <div className={styles.toolbar}>
        <Legend />
        {source.kind !== 'instructor' ? (
          <LocationFilter locations={allLocations} value={calendar.view.locationId} onChange={calendar.view.setLocation} />
        ) : null}
      </div>
      <LazyBookedCalendarNotice reservationId={flow.booked.reservationId} onClose={flow.booked.close} />
      <WeekBody calendar={calendar} desktop={desktop} compact={compact} today={studioDate(now, config.rules.timezone)} headingLevel={headingLevel === 2 ? 3 : 4} renderClass={renderClass} />
      {footer}
      {flow.modals}
    </div>
  );
};

interface WeekBodyProps {
  readonly calendar: CalendarState;
  readonly desktop: boolean;
  readonly compact: boolean;
  readonly today: string | null;
  readonly headingLevel: 3 | 4;
  readonly renderClass: (cls: SingleClass) => ReactNode;
}

/** The week's classes, or its skeleton while loading, or the spec's empty-week text. */
const WeekBody = ({ calendar, desktop, compact, today, headingLevel, renderClass }: WeekBodyProps) => {
  const { week, view } = calendar;
  if (week.status === 'loading') return <WeekSkeleton desktop={desktop && !compact} />;
  if (week.status === 'error') return <EmptyState message={messages.common.genericError} />;
  if (isEmptyWeek(week.days)) return <EmptyState message={messages.schedule.emptyWeek} />;
  if (compact) return <CompactWeek key={view.week.start} columns={view.days} days={week.days} today={today} renderClass={renderClass} />;
  return <WeekDays columns={view.days} days={week.days} desktop={desktop} today={today} headingLevel={headingLevel} renderClass={renderClass} />;
};
