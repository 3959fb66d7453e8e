import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { bookedText, fill, messages, studioTimeZone, type Roster } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { Button } from '../../../ui/Button/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { classSummary } from '../../reservations/shared/classInfo.rules.js';
import { idParam } from '../shared/params.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { AddCustomerPanel } from './AddCustomerPanel.js';
import { RosterRow } from './RosterRow.js';
import { RosterWaitlist } from './RosterWaitlist.js';
import { rosterRows, unmarkedCount } from './roster.rules.js';
import { useRoster, type RosterControls } from './useRoster.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import * as styles from './RosterScreen.css.js';

const text = messages.desk;

const Loading = () => (
  <SkeletonGroup>
    <div className={styles.list}>
      <Skeleton width="60%" height={32} />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={64} />
      ))}
    </div>
  </SkeletonGroup>
);

const RosterBody = ({ roster, controls, onAdd }: { roster: Roster; controls: RosterControls; onAdd: () => void }) => {
  const { clock, config } = useServices();
  const zone = studioTimeZone(config);
  const summary = classSummary(roster.single_class, zone);
  const rows = rosterRows(roster, clock.now(), config);
  return (
    <>
      <ScreenHeader
        id="desk-roster-title"
        back={<Link to="/admin">← {text.today}</Link>}
        title={fill(text.rosterOfClass, { type: summary.typeName, date: summary.date, time: summary.time })}
        subtitle={[summary.coaches, summary.location, bookedText(roster.single_class), fill(text.waitlistCount, { count: roster.single_class.waitlist_count })]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <>
            <Button variant="secondary" busy={controls.isBusy('all')} disabled={controls.busy || unmarkedCount(rows) === 0} onClick={controls.attendAll}>
              {text.markAll}
            </Button>
            <Button onClick={onAdd}>{text.addCustomer}</Button>
          </>
        }
      />
      <section aria-labelledby="desk-roster-live">
        <h2 id="desk-roster-live" className={styles.sectionTitle}>
          {text.rosterReservations}
        </h2>
        {rows.live.length === 0 ? <p className={styles.empty}>{text.rosterEmpty}</p> : null}
        <ul className={styles.list}>
          {rows.live.map((view) => (
            <RosterRow
              key={view.id}
              view={view}
              busy={controls.busy}
              onAttendance={(attend) => controls.setAttendance(view.id, attend)}
              onPaid={() => controls.markPaid(view.id)}
              focusNotice={controls.refused === view.id}
            />
          ))}
        </ul>
      </section>
      <RosterWaitlist roster={roster} controls={controls} />
      {rows.cancelled.length > 0 ? (
        <details className={styles.cancelled}>
          <summary>{fill(text.rosterCancelled, { count: rows.cancelled.length })}</summary>
          <ul className={styles.list}>
            {rows.cancelled.map((view) => (
              <RosterRow key={view.id} view={view} busy onAttendance={() => undefined} onPaid={() => undefined} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
};

/**
 * /admin/clases/{single_class_id} (issue 12): a class's roster for the
 * front desk: who is booked (spot, guest, cash or paid, status), 'Asistió'
 * and 'No asistió' in one tap, 'Marcar todos como asistidos', 'Agregar
 * cliente' for a walk-in, and the waitlist with a way into the class.
 */
export const RosterScreen = () => {
  const id = idParam(useParams().singleClassId);
  return id === null ? <p role="alert">{text.classNotFound}</p> : <RosterOf id={id} />;
};

const RosterOf = ({ id }: { id: number }) => {
  const controls = useRoster(id);
  const [adding, setAdding] = useState(false);
  const { state } = controls;
  return (
    <section aria-labelledby="desk-roster-title">
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? (
        state.error.status === 404 ? <p role="alert">{text.classNotFound}</p> : <LoadFailure onRetry={controls.reload} />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <RosterBody roster={state.data} controls={controls} onAdd={() => setAdding(true)} />
          <AddCustomerPanel open={adding} roster={state.data} onClose={() => setAdding(false)} onBooked={controls.reload} />
        </>
      ) : null}
    </section>
  );
};
