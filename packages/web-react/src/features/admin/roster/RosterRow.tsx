import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { fill, messages } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { StatusBadge } from '../../reservations/shared/StatusBadge.js';
import type { CheckInView } from '../../staff/checkIn.rules.js';
import * as shared from '../shared/shared.css.js';
import type { RosterRowView } from './roster.rules.js';
import * as styles from './RosterScreen.css.js';

const text = messages.desk;

/** Props of {@link RosterRow}. */
export interface RosterRowProps {
  readonly view: RosterRowView;
  readonly busy: boolean;
  readonly onAttendance: (attend: boolean | null) => void;
  readonly onPaid: () => void;
  /**
   * The server refused to correct this no-show (its time ran out while the
   * screen was open) and the roster was read again: the marks are gone, so
   * focus moves to the row's text that says why, not to the page's top.
   */
  readonly focusNotice?: boolean;
}

/** The id of a row's 'Puedes corregir esta falta hasta…' text, which describes its marks. */
const undoTextId = (view: RosterRowView) => `roster-undo-${view.id}`;

const PAYMENT: Record<CheckInView['payment'], string> = { cashDue: text.cashDue, cashPaid: text.cashPaid, credits: text.prepaid };

/** 'Asistió' and 'No asistió': toggles (aria-pressed); tapping the pressed one clears the mark. */
const AttendanceMarks = ({ view, busy, onAttendance }: Pick<RosterRowProps, 'view' | 'busy' | 'onAttendance'>) => {
  const attended = view.attendance === 'attended';
  const noShow = view.attendance === 'noShow';
  const describedBy = view.undo ? undoTextId(view) : undefined;
  return (
    <>
      <Button
        variant={attended ? 'primary' : 'secondary'}
        aria-pressed={attended}
        aria-label={fill(text.attendedOf, { name: view.customerName })}
        aria-describedby={describedBy}
        disabled={busy}
        onClick={() => onAttendance(attended ? null : true)}
      >
        {text.attended}
      </Button>
      <Button
        variant={noShow ? 'primary' : 'secondary'}
        aria-pressed={noShow}
        aria-label={fill(text.noShowOf, { name: view.customerName })}
        aria-describedby={describedBy}
        disabled={busy}
        onClick={() => onAttendance(noShow ? null : false)}
      >
        {text.noShow}
      </Button>
    </>
  );
};

/**
 * One person of a roster: name (to her page), spot, guest, how the place is
 * paid and its status, then 'Asistió' and 'No asistió', one tap each. They
 * are toggles (aria-pressed): tapping the pressed one clears the mark, so a
 * wrong tap at the door is undone where it was made. A no-show (marked here
 * or recorded by itself once the class ended, issue 16) says until when it
 * can be corrected; after that, the marks give way to why it cannot.
 */
export const RosterRow = ({ view, busy, onAttendance, onPaid, focusNotice = false }: RosterRowProps) => {
  const notice = useRef<HTMLSpanElement>(null);
  const shown = view.undo !== null && !view.cancelled;
  useEffect(() => {
    if (focusNotice && shown) notice.current?.focus();
  }, [focusNotice, shown]);
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <Link to={`/admin/clientes/${view.customerId}`} className={styles.name}>
          {view.customerName}
        </Link>
        <span className={styles.details}>
          {view.spot ? <span>{fill(text.spotOf, { spot: view.spot })}</span> : null}
          {view.guest ? <span>{fill(text.guestOf, { name: view.guest })}</span> : null}
          <span className={view.payment === 'cashDue' ? shared.badgeDanger : shared.badge}>{PAYMENT[view.payment]}</span>
          <StatusBadge status={view.status} />
        </span>
        {shown ? (
          <span id={undoTextId(view)} ref={notice} tabIndex={-1} className={styles.undo}>
            {view.undo?.text}
          </span>
        ) : null}
      </div>
      {view.cancelled ? null : (
        <div className={styles.marks}>
          {view.undo?.locked ? null : <AttendanceMarks view={view} busy={busy} onAttendance={onAttendance} />}
          {view.payment === 'cashDue' ? (
            <Button variant="ghost" disabled={busy} aria-label={fill(text.markPaidOf, { name: view.customerName })} onClick={onPaid}>
              {messages.staff.markPaid}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
};
