import { useState, type ReactNode } from 'react';
import { messages, type DayColumn, type ScheduleDay, type SingleClass } from '@estudio/core';
import { useHydrated } from '../../../ui/useHydrated.js';
import { classesOn, openingDay } from './week.rules.js';
import { HydrationTurn } from '../../../ui/HydrationTurn/index.js';
import { classCardId } from '../card/ClassCard.js';
import * as styles from './Calendar.css.js';

/** Props of {@link CompactWeek}. */
export interface CompactWeekProps {
  readonly columns: readonly DayColumn[];
  readonly days: readonly ScheduleDay[];
  readonly today: string | null;
  readonly renderClass: (cls: SingleClass) => ReactNode;
}

/**
 * The landing's compact week: a row of day buttons ('LUN 6', pressed for
 * the chosen day) and that day's classes. It opens on the first day from
 * today with classes. The parent keys it by week, so a new week starts over.
 */
export const CompactWeek = ({ columns, days, today, renderClass }: CompactWeekProps) => {
  const [chosen, setChosen] = useState(() => openingDay(columns.map((c) => c.date), days, today));
  const classes = classesOn(days, chosen);
  const hydrated = useHydrated();
  return (
    <div className={styles.board}>
      <ul className={styles.dayPicker} aria-label={messages.schedule.pickDay}>
        {columns.map((column) => (
          <li key={column.date} className={styles.dayPickerItem}>
            <button
              type="button"
              className={styles.dayChip}
              aria-pressed={column.date === chosen}
              aria-current={column.date === today ? 'date' : undefined}
              onClick={() => setChosen(column.date)}
              disabled={!hydrated}
            >
              <span>{column.name}</span> <span>{column.dayNumber}</span>
            </button>
          </li>
        ))}
      </ul>
      {classes.length === 0 ? (
        <p className={styles.emptyDay}>{messages.schedule.emptyDay}</p>
      ) : (
        <ul className={styles.cards}>
          {classes.map((cls) => (
            <HydrationTurn key={cls.single_class_id} id={classCardId(cls.single_class_id)}>{(turn) => <li {...turn}>{renderClass(cls)}</li>}</HydrationTurn>
          ))}
        </ul>
      )}
    </div>
  );
};
