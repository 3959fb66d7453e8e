import { Fragment, useState } from 'react';
import { fill, longDayName, messages, studioTimeZone, todayAndTomorrow, type ScheduleAdminClass, type ScheduleAdminDay } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { Button } from '../../../ui/Button/index.js';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { useMediaQuery } from '../../../ui/useMediaQuery/index.js';
import { useDeskSchedule } from '../DeskProvider.js';
import { TABLE_LAYOUT_QUERY } from '../kit/DataTable/index.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useRetryable } from '../shared/useRetryable.js';
import { ClassPanel } from './ClassPanel.js';
import { DayList } from './DayList.js';
import { ScheduleGrid } from './ScheduleGrid.js';
import { ScheduleToolbar } from './ScheduleToolbar.js';
import { scheduleColumns, scheduleQuery, viewDays, type ScheduleView } from './scheduleView.rules.js';
import { useScheduleChoices } from './useScheduleChoices.js';
import { useScheduleView } from './useScheduleView.js';
import * as styles from './Schedule.css.js';

const text = messages.deskScheduleScreen;

const Loading = () => (
  <SkeletonGroup label={text.loading}>
    <div className={styles.skeletonGrid}>
      {[0, 1, 2, 3, 4, 5, 6].map((column) => (
        <Skeleton key={column} height={240} />
      ))}
    </div>
  </SkeletonGroup>
);

/** What the range line says: 'Del lunes 23 de noviembre al domingo 29 de noviembre', or the day. */
const rangeText = (view: ScheduleView['view'], date: string): string => {
  const days = viewDays(view, date);
  return view === 'dia' ? longDayName(date) : fill(text.weekRange, { start: longDayName(days[0] ?? date), end: longDayName(days[days.length - 1] ?? date) });
};

/** The classes shown: the grid on a laptop, the day's list on a phone, or what to do when there are none. */
const Classes = ({ shown, wide, days, zone, onOpen, onCreate }: {
  readonly shown: ScheduleView;
  readonly wide: boolean;
  readonly days: readonly ScheduleAdminDay[];
  readonly zone: string;
  readonly onOpen: (single: ScheduleAdminClass) => void;
  readonly onCreate: () => void;
}) => {
  const filtered = shown.locationId !== null || shown.coachId !== null || shown.classTypeId !== null;
  const view = wide ? shown.view : 'dia';
  const columns = scheduleColumns({ ...shown, view }, days, text.noCoach);
  if (columns.every((column) => column.classes.length === 0)) {
    const message = filtered ? text.emptyFiltered : view === 'dia' ? text.emptyDay : text.empty;
    return <EmptyState message={message} action={<Button onClick={onCreate}>{text.newClass}</Button>} />;
  }
  if (!wide) return <DayList classes={days.find((day) => day.date === shown.date)?.classes ?? []} zone={zone} label={longDayName(shown.date)} onOpen={onOpen} />;
  return <ScheduleGrid columns={columns} zone={zone} label={view === 'dia' ? text.dayGridLabel : text.gridLabel} onOpen={onOpen} />;
};

/**
 * /admin/horarios, 'Horarios' (issue 16, admin only): every class of the
 * studio in a week view (a column a day) or a day view (a column a
 * location or coach), before, 'Hoy' and after, filtered by location, coach
 * and class type, all in the address; each class with its time, type,
 * coaches, location, booked of capacity and waitlist, opening its panel,
 * and a link to its roster. Below 640 px a list of one day. 'Nueva clase'
 * and a class open `ClassPanel`.
 */
export const ScheduleScreen = () => {
  const { clock, config } = useServices();
  const zone = studioTimeZone(config);
  const { today } = todayAndTomorrow(clock.now(), zone);
  const wide = useMediaQuery(TABLE_LAYOUT_QUERY);
  const { shown, change } = useScheduleView(today);
  const schedule = useDeskSchedule();
  const choices = useScheduleChoices();
  const query = scheduleQuery(shown, !wide);
  const days = useRetryable(`desk-schedule:${JSON.stringify(query)}`, () => schedule.days(query));
  const [editing, setEditing] = useState<{ readonly single: ScheduleAdminClass | null } | null>(null);
  const create = () => setEditing({ single: null });
  return (
    <section aria-labelledby="desk-schedule-title">
      <ScreenHeader id="desk-schedule-title" title={text.title} subtitle={text.intro} actions={<Button onClick={create}>{text.newClass}</Button>} />
      <ScheduleToolbar shown={shown} wide={wide} choices={choices.state} change={change} />
      <p className={styles.range} aria-live="polite">
        {rangeText(wide ? shown.view : 'dia', shown.date)}
      </p>
      {choices.state.status === 'error' ? <LoadFailure message={text.choicesFailed} onRetry={choices.reload} /> : null}
      {days.state.status === 'loading' ? <Loading /> : null}
      {days.state.status === 'error' ? <LoadFailure onRetry={days.reload} /> : null}
      {days.state.status === 'ready' ? (
        <Classes shown={shown} wide={wide} days={days.state.data} zone={zone} onOpen={(single) => setEditing({ single })} onCreate={create} />
      ) : null}
      {/* Keyed by the class it opens (or the day of a new one), so each opens with its own values. */}
      <Fragment key={editing?.single ? editing.single.single_class_id : `new-${shown.date}`}>
        <ClassPanel
          open={editing !== null}
          single={editing?.single ?? null}
          date={shown.date}
          zone={zone}
          choices={choices.state}
          onClose={() => setEditing(null)}
          onSaved={days.reload}
        />
      </Fragment>
    </section>
  );
};
