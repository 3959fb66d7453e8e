import { useEffect, useRef } from 'react';
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
  /**
   * The server refused to correct this no-show (its time ran out while the
   * page was open) and the reservation was read again: focus moves to the
   * text that says why, where the buttons were.
   */
  readonly focusNotice?: boolean;
}

const UNDO_TEXT_ID = 'check-in-undo';

/**
 * Attendance in one tap: the big 'Marcar asistencia', then 'No asistió' and
 * 'Deshacer registro' as they apply, and 'Marcar pagado' for a cash booking
 * not yet paid. A no-show says until when it can be corrected (issue 16),
 * which describes the buttons that would correct it; after that, it says
 * why they are gone. A cancelled reservation says so and offers nothing.
 */
export const AttendancePanel = ({ view, pending, onAction, focusNotice = false }: AttendancePanelProps) => {
  const notice = useRef<HTMLParagraphElement>(null);
  const undo = view.cancelled ? null : view.undo;
  useEffect(() => {
    if (focusNotice && undo) notice.current?.focus();
  }, [focusNotice, undo]);
  const offers = (action: CheckInAction) => view.actions.includes(action);
  const describedBy = (action: CheckInAction) => (undo && (action === 'attend' || action === 'undo') ? UNDO_TEXT_ID : undefined);
  const button = (action: CheckInAction, label: string, variant: 'secondary' | 'ghost' = 'secondary') =>
    offers(action) ? (
      <Button variant={variant} size="lg" block busy={pending === action} disabled={pending !== null} aria-describedby={describedBy(action)} onClick={() => onAction(action)}>
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
      {undo ? (
        <p id={UNDO_TEXT_ID} ref={notice} tabIndex={-1} className={styles.notice}>
          {undo.text}
        </p>
      ) : null}
      {offers('attend') ? (
        <Button
          size="lg"
          block
          className={styles.primary}
          busy={pending === 'attend'}
          disabled={pending !== null}
          aria-describedby={describedBy('attend')}
          onClick={() => onAction('attend')}
        >
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
