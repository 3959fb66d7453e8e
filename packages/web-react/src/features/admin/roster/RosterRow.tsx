import { Link } from 'react-router';
import { fill, messages } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { StatusBadge } from '../../reservations/shared/StatusBadge.js';
import type { CheckInView } from '../../staff/checkIn.rules.js';
import * as shared from '../shared/shared.css.js';
import * as styles from './RosterScreen.css.js';

const text = messages.desk;

/** Props of {@link RosterRow}. */
export interface RosterRowProps {
  readonly view: CheckInView;
  readonly busy: boolean;
  readonly onAttendance: (attend: boolean | null) => void;
  readonly onPaid: () => void;
}

const PAYMENT: Record<CheckInView['payment'], string> = { cashDue: text.cashDue, cashPaid: text.cashPaid, credits: text.prepaid };

/**
 * One person of a roster: name (to her page), spot, guest, how the place is
 * paid and its status, then 'Asistió' and 'No asistió', one tap each. They
 * are toggles (aria-pressed): tapping the pressed one clears the mark, so a
 * wrong tap at the door is undone where it was made.
 */
export const RosterRow = ({ view, busy, onAttendance, onPaid }: RosterRowProps) => {
  const attended = view.attendance === 'attended';
  const noShow = view.attendance === 'noShow';
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
      </div>
      {view.cancelled ? null : (
        <div className={styles.marks}>
          <Button
            variant={attended ? 'primary' : 'secondary'}
            aria-pressed={attended}
            aria-label={fill(text.attendedOf, { name: view.customerName })}
            disabled={busy}
            onClick={() => onAttendance(attended ? null : true)}
          >
            {text.attended}
          </Button>
          <Button
            variant={noShow ? 'primary' : 'secondary'}
            aria-pressed={noShow}
            aria-label={fill(text.noShowOf, { name: view.customerName })}
            disabled={busy}
            onClick={() => onAttendance(noShow ? null : false)}
          >
            {text.noShow}
          </Button>
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
