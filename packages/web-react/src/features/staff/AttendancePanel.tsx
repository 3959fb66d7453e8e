import { messages } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import type { Attendance, CheckInAction, CheckInView } from './checkIn.rules.js';
import * as styles from './CheckInPage.css.js';

const s = messages.staff;

const STATE: Record<Attendance, string> = { attended: s.attendedState, noShow: s.noShowState, pending: s.pendingState };

/** Props of {@link AttendancePanel}. */
export interface AttendancePanelProps {
  readonly view: CheckInView;
  readonly pending: CheckInAction | null;
  readonly onAction: (action: CheckInAction) => void;
}

/**
 * Attendance in one tap: the big 'Marcar asistencia', then 'No asistió' and
 * 'Deshacer registro' as they apply, and 'Marcar pagado' for a cash booking
 * not yet paid. A cancelled reservation says so and offers nothing.
 */
export const AttendancePanel = ({ view, pending, onAction }: AttendancePanelProps) => {
  const offers = (action: CheckInAction) => view.actions.includes(action);
  const button = (action: CheckInAction, label: string, variant: 'secondary' | 'ghost' = 'secondary') =>
    offers(action) ? (
      <Button variant={variant} size="lg" block busy={pending === action} disabled={pending !== null} onClick={() => onAction(action)}>
        {label}
      </Button>
    ) : null;
  return (
    <Card as="section" className={styles.attendance} aria-labelledby="check-in-attendance">
      <h2 id="check-in-attendance" className={styles.cardTitle}>
        {s.attendance}
      </h2>
      <p className={styles.state} aria-live="polite">
        <span className={styles.stateValue}>{STATE[view.attendance]}</span>
      </p>
      {view.cancelled ? <p className={styles.notice}>{s.cancelledNotice}</p> : null}
      {offers('attend') ? (
        <Button size="lg" block className={styles.primary} busy={pending === 'attend'} disabled={pending !== null} onClick={() => onAction('attend')}>
          {s.markAttended}
        </Button>
      ) : null}
      <div className={styles.secondary}>
        {button('noShow', s.markNoShow)}
        {button('undo', s.undoAttendance, 'ghost')}
      </div>
      {offers('paid') ? (
        <>
          <p className={styles.cash}>{s.cashPending}</p>
          {button('paid', s.markPaid)}
        </>
      ) : null}
    </Card>
  );
};
