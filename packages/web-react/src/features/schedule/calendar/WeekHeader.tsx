import { messages, type CalendarView } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import * as styles from './Calendar.css.js';

/** Props of {@link WeekHeader}. */
export interface WeekHeaderProps {
  readonly view: CalendarView;
  /** The phone layout: 'Anterior' and 'Sig. Semana' in words. */
  readonly mobile: boolean;
  /** Without month navigation (the landing's compact calendar). */
  readonly compact?: boolean;
  /** The month heading's level: 2 on a page, 3 inside a landing section. */
  readonly headingLevel: 2 | 3;
}

const s = messages.schedule;

/**
 * The calendar's header (spec 2 'Calendar screen'): the month with previous
 * and next month, and 'Semana N' with previous and next week ('Anterior'
 * and 'Sig. Semana' on phones). The week label is a polite live region, so
 * moving announces the week reached.
 */
export const WeekHeader = ({ view, mobile, compact = false, headingLevel }: WeekHeaderProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.header}>
      <div className={styles.navRow}>
        {compact ? null : (
          <Button variant="ghost" size="sm" aria-label={s.previousMonth} onClick={view.previousMonth}>
            <span className={styles.arrow} aria-hidden="true">‹</span>
          </Button>
        )}
        <Heading className={styles.month}>{view.monthLabel}</Heading>
        {compact ? null : (
          <Button variant="ghost" size="sm" aria-label={s.nextMonth} onClick={view.nextMonth}>
            <span className={styles.arrow} aria-hidden="true">›</span>
          </Button>
        )}
      </div>
      <div className={styles.navRow}>
        {mobile ? (
          <Button variant="secondary" size="sm" onClick={view.previousWeek}>
            {s.previousWeekShort}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" aria-label={s.previousWeek} onClick={view.previousWeek}>
            <span className={styles.arrow} aria-hidden="true">‹</span>
          </Button>
        )}
        <p className={styles.weekLabel} aria-live="polite">
          {view.weekLabel}
        </p>
        {mobile ? (
          <Button variant="secondary" size="sm" onClick={view.nextWeek}>
            {s.nextWeekShort}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" aria-label={s.nextWeek} onClick={view.nextWeek}>
            <span className={styles.arrow} aria-hidden="true">›</span>
          </Button>
        )}
      </div>
    </div>
  );
};
