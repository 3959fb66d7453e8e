import { useState, type ReactNode } from 'react';
import { fill, messages, type AdminClassReservation } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { Button } from '../../../ui/Button/index.js';
import { StatusBadge } from '../../reservations/shared/StatusBadge.js';
import { checkInView, type CheckInView } from '../../staff/checkIn.rules.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import type { Retryable } from '../shared/useRetryable.js';
import { CancelReservationPanel } from './CancelReservationPanel.js';
import { Empty, Section } from './Section.js';
import * as styles from './CustomerScreen.css.js';

const text = messages.desk;

const Row = ({ view, onCancel }: { view: CheckInView; onCancel?: () => void }) => (
  <li className={styles.item}>
    <div className={styles.itemMain}>
      <span className={styles.itemTitle}>{view.summary.typeName}</span>
      <span className={styles.itemDetail}>
        {[view.summary.dateTime, view.summary.location, view.spot ? fill(text.spotOf, { spot: view.spot }) : null, view.guest ? fill(text.guestOf, { name: view.guest }) : null]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </div>
    <div className={styles.itemActions}>
      <StatusBadge status={view.status} />
      {onCancel ? (
        <Button size="sm" variant="ghost" aria-label={fill(text.cancelReservationOf, { type: view.summary.typeName, date: view.summary.dateTime })} onClick={onCancel}>
          {text.cancelReservation}
        </Button>
      ) : null}
    </div>
  </li>
);

/**
 * 'Reservaciones': upcoming (soonest first, each cancellable at the desk,
 * choosing whether the credit goes back) and past (latest first), each
 * with spec 4's status badge.
 */
export const ReservationsSection = ({ reservations, actions, onChanged }: {
  reservations: Retryable<AdminClassReservation[]>; actions: ReactNode; onChanged: () => void;
}) => {
  const { clock, config } = useServices();
  const [cancelling, setCancelling] = useState<CheckInView | null>(null);
  const now = clock.now();
  const { state } = reservations;
  const all = state.status === 'ready' ? state.data : [];
  const upcoming = all.filter((item) => Date.parse(item.single_class.class_date) > now)
    .sort((a, b) => Date.parse(a.single_class.class_date) - Date.parse(b.single_class.class_date));
  const past = all.filter((item) => Date.parse(item.single_class.class_date) <= now)
    .sort((a, b) => Date.parse(b.single_class.class_date) - Date.parse(a.single_class.class_date));
  const list = (items: AdminClassReservation[], cancellable: boolean) => (
    <ul className={styles.list}>
      {items.map((item) => {
        const view = checkInView(item, now, config);
        return <Row key={view.id} view={view} {...(cancellable && !view.cancelled ? { onCancel: () => setCancelling(view) } : {})} />;
      })}
    </ul>
  );
  return (
    <Section id="reservaciones" title={text.sectionReservations} actions={actions}>
      {state.status === 'error' ? <LoadFailure onRetry={reservations.reload} /> : null}
      {state.status === 'ready' && all.length === 0 ? <Empty>{text.noReservations}</Empty> : null}
      {upcoming.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{text.upcoming}</h3>
          {list(upcoming, true)}
        </>
      ) : null}
      {past.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{text.past}</h3>
          {list(past, false)}
        </>
      ) : null}
      {cancelling ? (
        <CancelReservationPanel view={cancelling} onClose={() => setCancelling(null)} onCancelled={() => { setCancelling(null); onChanged(); }} />
      ) : null}
    </Section>
  );
};
