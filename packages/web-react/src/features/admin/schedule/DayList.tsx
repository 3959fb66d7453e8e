import type { ScheduleAdminClass } from '@estudio/core';
import { ClassCard } from './ClassCard.js';
import * as styles from './Schedule.css.js';

/** Props of {@link DayList}. */
export interface DayListProps {
  readonly classes: readonly ScheduleAdminClass[];
  readonly zone: string;
  /** The list's name: the day ('jueves 26 de noviembre'). */
  readonly label: string;
  readonly onOpen: (single: ScheduleAdminClass) => void;
}

/** 'Horarios' on a phone (below 640 px): the chosen day's classes, one card each, by start. */
export const DayList = ({ classes, zone, label, onOpen }: DayListProps) => (
  <ul className={styles.dayList} aria-label={label}>
    {[...classes]
      .sort((a, b) => Date.parse(a.class_date) - Date.parse(b.class_date))
      .map((single) => (
        <li key={single.single_class_id}>
          <ClassCard single={single} zone={zone} onOpen={onOpen} />
        </li>
      ))}
  </ul>
);
