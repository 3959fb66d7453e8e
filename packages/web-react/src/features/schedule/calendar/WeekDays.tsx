import type { ReactNode } from 'react';
import { messages, type DayColumn, type ScheduleDay, type SingleClass } from '@estudio/core';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import { classesOn, splitAtToday } from './week.rules.js';
import { HydrationTurn } from '../../../ui/HydrationTurn/index.js';
import { classCardId } from '../card/ClassCard.js';
import * as styles from './Calendar.css.js';

/** Props of {@link WeekDays}. */
export interface WeekDaysProps {
  readonly columns: readonly DayColumn[];
  readonly days: readonly ScheduleDay[];
  /** Seven columns side by side (desktop), or the days one under the other (phones). */
  readonly desktop: boolean;
  /** Today in the studio ('YYYY-MM-DD'), marked as the current date. */
  readonly today: string | null;
  readonly headingLevel: 3 | 4;
  readonly renderClass: (cls: SingleClass) => ReactNode;
}

const DayHeading = ({ column, level, desktop, id, today }: { column: DayColumn; level: 3 | 4; desktop: boolean; id: string; today: boolean }) => {
  const Heading = level === 3 ? 'h3' : 'h4';
  const className = [styles.dayHeading, desktop ? styles.dayColumnHeading : undefined, today ? styles.today : undefined].filter(Boolean).join(' ');
  return (
    <Heading id={id} className={className} aria-current={today ? 'date' : undefined}>
      <span>{column.name}</span> <span className={styles.dayNumber}>{column.dayNumber}</span>
    </Heading>
  );
};

/**
 * The week's days (spec 2 'Calendar screen'): on desktop seven columns with
 * the uppercase day name and the day number; on phones the days stacked,
 * where a day without classes reads 'No hay clases programadas.' (desktop
 * says it to screen readers only, leaving the column blank to the eye).
 * On phones the days of this week before today fold under 'Días anteriores
 * de la semana', so the list opens on today rather than on classes gone.
 */
export const WeekDays = ({ columns, days, desktop, today, headingLevel, renderClass }: WeekDaysProps) => {
  const renderDay = (column: DayColumn) => {
    const classes = classesOn(days, column.date);
    // Named from the date, not useId: the calendar hydrates in a turn of its own (CalendarBoard). One calendar per page.
    const headingId = `dia-${column.date}`;
    return (
      <section key={column.date} aria-labelledby={headingId} className={styles.day}>
        <DayHeading column={column} level={headingLevel} desktop={desktop} id={headingId} today={column.date === today} />
        {classes.length === 0 ? (
          <p className={desktop ? visuallyHidden : styles.emptyDay}>{messages.schedule.emptyDay}</p>
        ) : (
          <ul className={styles.cards}>
            {classes.map((cls) => (
              <HydrationTurn key={cls.single_class_id} id={classCardId(cls.single_class_id)}>{(turn) => <li {...turn}>{renderClass(cls)}</li>}</HydrationTurn>
            ))}
          </ul>
        )}
      </section>
    );
  };
  const { earlier, ahead } = desktop ? { earlier: [], ahead: columns } : splitAtToday(columns, today);
  return (
    <div className={desktop ? styles.columns : styles.stack}>
      {earlier.length > 0 ? (
        <details className={styles.earlierDays}>
          <summary className={styles.earlierSummary}>{messages.schedule.earlierDays}</summary>
          <div className={styles.stack}>{earlier.map(renderDay)}</div>
        </details>
      ) : null}
      {ahead.map(renderDay)}
    </div>
  );
};

/** The week while it loads: card-shaped skeletons in the layout the week will take, one 'Cargando' for screen readers. */
export const WeekSkeleton = ({ desktop }: { desktop: boolean }) => (
  <SkeletonGroup label={messages.publicPages.scheduleWeekLoading}>
    <div className={desktop ? styles.columns : styles.stack}>
      {Array.from({ length: desktop ? 7 : 3 }, (_, day) => (
        <div key={day} className={styles.day}>
          <Skeleton height={desktop ? 44 : 24} width={desktop ? '100%' : '40%'} />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ))}
    </div>
  </SkeletonGroup>
);
