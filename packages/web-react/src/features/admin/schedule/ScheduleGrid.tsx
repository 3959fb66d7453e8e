import { useId } from 'react';
import type { ScheduleAdminClass } from '@estudio/core';
import { ClassCard } from './ClassCard.js';
import { hourRows, startHour, type ScheduleColumn } from './scheduleView.rules.js';
import * as styles from './Schedule.css.js';

/** Props of {@link ScheduleGrid}. */
export interface ScheduleGridProps {
  readonly columns: readonly ScheduleColumn[];
  readonly zone: string;
  /** The grid's name: 'Clases de la semana' or 'Clases del día'. */
  readonly label: string;
  readonly onOpen: (single: ScheduleAdminClass) => void;
}

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The week or the day as a CSS grid (issue 16; no calendar package: see
 * docs/contexts/desk.md, 'Horarios'): a column a day, location or coach,
 * a row an hour in which some class starts, each class a card in its
 * column's cell of the hour it starts. Each column is a `section` named by
 * its heading whose cells share the grid's rows (subgrid), so a screen
 * reader reads a day at a time, in time order, and every class is a real
 * button and link in the tab order.
 */
export const ScheduleGrid = ({ columns, zone, label, onOpen }: ScheduleGridProps) => {
  const id = useId();
  const hours = hourRows(columns, zone);
  const rowOf = (hour: number) => hours.indexOf(hour) + 2;
  return (
    <div className={styles.scroller} role="region" aria-label={label}>
      <div
        className={styles.grid}
        style={{
          gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(7.75rem, 1fr))`,
          gridTemplateRows: `auto repeat(${hours.length}, auto)`,
        }}
      >
        <span className={styles.corner} aria-hidden="true" />
        {hours.map((hour) => (
          <span key={hour} className={styles.hour} style={{ gridRow: rowOf(hour) }} aria-hidden="true">
            {hourText(hour)}
          </span>
        ))}
        {columns.map((column, index) => (
          <section key={column.key} className={styles.column} style={{ gridColumn: index + 2 }} aria-labelledby={`${id}-${index}`}>
            <h2 id={`${id}-${index}`} className={styles.columnTitle}>
              {column.label}
            </h2>
            {hours.map((hour) => {
              const starting = column.classes.filter((single) => startHour(single, zone) === hour);
              return starting.length === 0 ? null : (
                <ul key={hour} className={styles.cell} style={{ gridRow: rowOf(hour) }}>
                  {starting.map((single) => (
                    <li key={single.single_class_id}>
                      <ClassCard single={single} zone={zone} onOpen={onOpen} />
                    </li>
                  ))}
                </ul>
              );
            })}
          </section>
        ))}
      </div>
    </div>
  );
};
