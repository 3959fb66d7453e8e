import { useParams } from 'react-router';
import { fill, messages } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { EmptyState } from '../../ui/EmptyState/index.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';
import { StatusBadge } from '../reservations/shared/StatusBadge.js';
import { AttendancePanel } from './AttendancePanel.js';
import { ClassCard, CustomerCard } from './CheckInDetails.js';
import { checkInView, reservationIdParam } from './checkIn.rules.js';
import { useCheckIn } from './useCheckIn.js';
import * as styles from './CheckInPage.css.js';

const s = messages.staff;

/** The reservation of a valid id: loaded, then shown with its actions. */
const CheckIn = ({ id }: { id: number }) => {
  const { clock, config } = useServices();
  const { reservation, pending, run, refused } = useCheckIn(id);
  if (reservation.status === 'loading') return <LoadingScreen label={s.loading} />;
  if (reservation.status === 'error') {
    return <EmptyState message={reservation.error.status === 404 ? s.notFound : reservation.error.message} />;
  }
  const view = checkInView(reservation.data, clock.now(), config);
  return (
    <>
      <div className={styles.heading}>
        <p className={styles.number}>{fill(s.reservationNumber, { id: view.id })}</p>
        <StatusBadge status={view.status} />
      </div>
      <CustomerCard view={view} />
      <AttendancePanel view={view} pending={pending} onAction={run} focusNotice={refused} />
      <ClassCard view={view} />
    </>
  );
};

/**
 * /admin/reservations/:id, the staff check-in page a reservation's QR code
 * opens (issue 3): who booked, the class and spot, the status, and
 * attendance in one tap. One column, the customer first and the big button
 * next, for a phone in one hand.
 */
export const CheckInPage = () => {
  const id = reservationIdParam(useParams().id);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{s.checkInTitle}</h1>
      {id === null ? <EmptyState message={s.notFound} /> : <CheckIn key={id} id={id} />}
    </div>
  );
};
